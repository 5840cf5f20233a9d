import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  assignableBy,
  can,
  outranks,
  PERMISSIONS,
  permissionTableMarkdown,
  TEAM_ACTIONS,
  TEAM_ROLES,
} from "./permissions";

describe("team permissions", () => {
  it("are written in docs/teams.md exactly as the table in code", () => {
    const docs = readFileSync(new URL("../../docs/teams.md", import.meta.url), "utf8");
    expect(docs).toContain(permissionTableMarkdown());
  });

  it("give the owner everything and the viewer nothing but reading", () => {
    for (const action of TEAM_ACTIONS) {
      expect(can("owner", action)).toBe(true);
      expect(can("viewer", action)).toBe(false);
    }
  });

  it("never let a lower role do what a higher one may not", () => {
    for (const action of TEAM_ACTIONS) {
      const allowed = TEAM_ROLES.map((role) => PERMISSIONS[role][action]);
      // owner, admin, editor, viewer: once false, false below.
      expect(allowed.indexOf(false) === -1 || allowed.slice(allowed.indexOf(false)).every((v) => !v)).toBe(true);
    }
  });

  it("let members manage and assign only the roles below their own", () => {
    expect(outranks("admin", "editor")).toBe(true);
    expect(outranks("admin", "admin")).toBe(false);
    expect(assignableBy("owner")).toEqual(["admin", "editor", "viewer"]);
    expect(assignableBy("admin")).toEqual(["editor", "viewer"]);
    expect(assignableBy("editor")).toEqual(["viewer"]);
  });
});
