import { describe, expect, it } from "vitest";
import {
  fromLocalInput,
  hasChanges,
  newLinkDraft,
  pageDraft,
  planSave,
  toLocalInput,
  type SavedLink,
  type SavedPage,
} from "./draft";

const link = (id: string, extra: Partial<SavedLink> = {}): SavedLink => {
  const { key: _key, ...blank } = newLinkDraft(id);
  return { ...blank, id, title: `Link ${id}`, url: `https://example.com/${id}`, ...extra };
};

const saved: SavedPage = {
  username: "maya",
  url: "http://localhost:3000/l/maya",
  bio: "Hello",
  theme: "light",
  accent: null,
  socials: [{ kind: "instagram", value: "maya" }],
  indexable: false,
  links: [link("a"), link("b"), link("c")],
};

describe("planSave", () => {
  it("asks for nothing when the draft is the saved page", () => {
    expect(hasChanges(planSave(saved, pageDraft(saved)))).toBe(false);
  });

  it("sends only the page fields and link fields that changed", () => {
    const draft = pageDraft(saved);
    draft.theme = "dark";
    draft.socials.tiktok = " @maya ";
    draft.links[1] = { ...draft.links[1]!, title: "Shop", utm: { source: "ig", medium: "" } };
    const plan = planSave(saved, draft);
    expect(plan.page).toEqual({
      theme: "dark",
      socials: [
        { kind: "instagram", value: "maya" },
        { kind: "tiktok", value: "@maya" },
      ],
    });
    expect(plan.updates).toEqual([{ key: "b", id: "b", body: { title: "Shop", utm: { source: "ig" } } }]);
    expect(plan.order).toBeNull();
  });

  it("deletes removed links, creates new ones and saves a changed order of the saved ones", () => {
    const draft = pageDraft(saved);
    const [a, b, c] = draft.links;
    const fresh = { ...a!, key: "new-1", id: null, title: "New", url: "https://new.example" };
    draft.links = [c!, fresh, a!];
    void b;
    const plan = planSave(saved, draft);
    expect(plan.deletes).toEqual(["b"]);
    expect(plan.creates.map((x) => x.key)).toEqual(["new-1"]);
    expect(plan.order).toEqual(["c", "a"]);
  });

  it("clears the accent with null when the theme's own colour is chosen again", () => {
    const draft = pageDraft({ ...saved, accent: "#123456" });
    draft.accent = "";
    expect(planSave({ ...saved, accent: "#123456" }, draft).page).toEqual({ accent: null });
  });
});

describe("schedule in local time", () => {
  it("turns a datetime-local value into the same moment as ISO and back", () => {
    const iso = fromLocalInput("2026-12-24T18:30");
    expect(iso).toBe(new Date(2026, 11, 24, 18, 30).toISOString());
    expect(toLocalInput(iso)).toBe("2026-12-24T18:30");
  });

  it("treats an empty or incomplete value as no schedule", () => {
    expect(fromLocalInput("")).toBeNull();
    expect(fromLocalInput("2026-12-24")).toBeNull();
    expect(toLocalInput(null)).toBe("");
  });
});
