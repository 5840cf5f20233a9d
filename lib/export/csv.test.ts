import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV export", () => {
  it("quotes every cell and doubles quotes", () => {
    expect(csvCell('say "hi", friend')).toBe('"say ""hi"", friend"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('""');
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    for (const evil of ['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1", "|calc", "%0A"]) {
      expect(csvCell(evil).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell("hello =1")).toBe('"hello =1"');
    expect(csvCell(-5)).toBe('"-5"');
  });

  it("writes a header row and one line per row", () => {
    const csv = toCsv([
      { a: 1, b: "x" },
      { a: 2, b: "=cmd" },
    ]);
    expect(csv.split("\r\n")).toEqual(['"a","b"', '"1","x"', '"2","\'=cmd"', ""]);
  });
});
