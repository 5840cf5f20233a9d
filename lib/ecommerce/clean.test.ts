import { describe, expect, it } from "vitest";
import { cleanText, parsePrice, parseStock, safeUrl, stripHtml } from "./clean";

describe("cell hygiene", () => {
  it("strips markup with scripts, styles and comments, and decodes entities", () => {
    expect(
      stripHtml('<p>Hi<script>alert("x")</script><style>p{}</style><!-- c --> <a href="javascript:x">there</a></p>'),
    ).toBe("Hi there");
    expect(stripHtml("Caf&eacute; &amp; bar &#8212; &lt;img src=x onerror=alert(1)&gt;")).toBe("Café & bar —");
  });

  it("takes away what makes a spreadsheet run a cell", () => {
    expect(cleanText("=1+2", 50)).toBe("1+2");
    expect(cleanText("+SUM(A1)", 50)).toBe("SUM(A1)");
    expect(cleanText("@cmd", 50)).toBe("cmd");
    expect(cleanText("\t=x", 50)).toBe("x");
    expect(cleanText("a\u0000b\nc", 50)).toBe("a b c");
  });

  it("keeps only http(s) addresses", () => {
    expect(safeUrl("https://shop.example/p/1")).toBe("https://shop.example/p/1");
    for (const bad of [
      "javascript:alert(1)",
      "data:image/png;base64,AA",
      "//evil.example",
      "shop.example/p",
      "file:///etc/passwd",
    ]) {
      expect(safeUrl(bad), bad).toBeNull();
    }
  });

  it("reads prices and stock as stores write them", () => {
    expect(parsePrice("1,299.00")).toBe("1299.00");
    expect(parsePrice("29,90")).toBe("29.90");
    expect(parsePrice("$5")).toBe("5.00");
    expect(parsePrice("")).toBe("");
    expect(parsePrice("free")).toBeNull();
    expect(parseStock("")).toBeNull();
    expect(parseStock("-3")).toBe(0);
    expect(parseStock("2.5")).toBeUndefined();
  });
});
