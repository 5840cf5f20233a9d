import { describe, expect, it } from "vitest";
import { nextStatuses, statusMoveProblem } from "./status";

describe("status moves", () => {
  it("go planned → scheduled → published, one step at a time", () => {
    expect(nextStatuses("planned")).toEqual(["scheduled"]);
    expect(nextStatuses("scheduled")).toEqual(["planned", "published"]);
    expect(nextStatuses("published")).toEqual(["scheduled"]);
    expect(statusMoveProblem("planned", "scheduled")).toBeNull();
    expect(statusMoveProblem("scheduled", "published")).toBeNull();
  });

  it("refuse skipping a step either way, and explain what to do", () => {
    expect(statusMoveProblem("planned", "published")).toBe("Mark it scheduled before it is published.");
    expect(statusMoveProblem("published", "planned")).toBe("Move it back to scheduled first.");
  });

  it("allow one step back and staying put", () => {
    expect(statusMoveProblem("published", "scheduled")).toBeNull();
    expect(statusMoveProblem("scheduled", "planned")).toBeNull();
    expect(statusMoveProblem("planned", "planned")).toBeNull();
  });
});
