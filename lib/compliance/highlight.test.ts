import { describe, expect, it } from "vitest";
import { highlightSegments } from "./highlight";

describe("highlightSegments", () => {
  it("marks every occurrence of a flagged piece and keeps the rest as it is", () => {
    const segments = highlightSegments("Call 98765 43210 or 98765 43210 now", ["98765 43210"]);
    expect(segments).toEqual([
      { text: "Call ", flagged: false },
      { text: "98765 43210", flagged: true },
      { text: " or ", flagged: false },
      { text: "98765 43210", flagged: true },
      { text: " now", flagged: false },
    ]);
    expect(segments.map((s) => s.text).join("")).toBe("Call 98765 43210 or 98765 43210 now");
  });

  it("merges overlapping pieces into one mark", () => {
    expect(highlightSegments("Guaranteed results today", ["Guaranteed results", "results today"])).toEqual([
      { text: "Guaranteed results today", flagged: true },
    ]);
  });

  it("leaves a bio without findings whole, and ignores pieces that are not in it", () => {
    expect(highlightSegments("Baker in Leeds", ["182/150 characters", ""])).toEqual([
      { text: "Baker in Leeds", flagged: false },
    ]);
  });
});
