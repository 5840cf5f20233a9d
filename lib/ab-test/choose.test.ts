import { describe, expect, it } from "vitest";
import { assignIndex } from "./assign";
import { chooseVariant, NO_VARIANT, type RunningTest } from "./choose";

const started = new Date("2026-05-01T00:00:00Z");
const pageTest: RunningTest = {
  id: "pagetest0001",
  kind: "page",
  variants: [
    { id: "varianta0001", bio: "Bio A", startedAt: started },
    { id: "variantb0001", bio: "Bio B", startedAt: started },
  ],
};
const sequential: RunningTest = {
  id: "seqtest00001",
  kind: "sequential",
  variants: [
    { id: "seqa00000001", bio: "IG A", startedAt: started },
    { id: "seqb00000001", bio: "IG B", startedAt: null },
  ],
};

describe("chooseVariant", () => {
  it("shows and counts the page test's variant for the visitor", () => {
    const hash = "visitor-hash-1";
    const expected = pageTest.variants[assignIndex(hash, pageTest.id, 2)];
    expect(chooseVariant([pageTest], hash, null)).toEqual({ variantId: expected?.id, bio: expected?.bio, tag: null });
  });

  it("shows the page's own bio to bots and counts nothing", () => {
    expect(chooseVariant([pageTest], null, null)).toEqual(NO_VARIANT);
  });

  it("counts a tagged visit for the sequential variant and carries the tag to the links", () => {
    expect(chooseVariant([sequential], "h", "seqa00000001")).toEqual({
      variantId: "seqa00000001",
      bio: null,
      tag: "seqa00000001",
    });
  });

  it("ignores a tag that is not a started variant of the running test", () => {
    expect(chooseVariant([sequential], "h", "seqb00000001")).toEqual(NO_VARIANT);
    expect(chooseVariant([sequential], "h", "someoneelse1")).toEqual(NO_VARIANT);
    expect(chooseVariant([pageTest], "h", "varianta0001").tag).toBeNull();
  });
});
