import { describe, expect, it } from "vitest";
import { parsePrefill } from "./description-prefill";

describe("parsePrefill", () => {
  it("fills the description and a known tone from the address", () => {
    expect(parsePrefill("?description=Sourdough%20baker%20in%20Bristol&tone=Casual")).toEqual({
      description: "Sourdough baker in Bristol",
      tone: "casual",
    });
  });

  it("ignores an unknown tone, drops control characters and caps the length", () => {
    expect(parsePrefill("?description=a%00b&tone=angry")).toEqual({ description: "a b" });
    expect(parsePrefill(`?description=${"x".repeat(900)}`)?.description).toHaveLength(500);
  });

  it("is nothing without either parameter", () => {
    expect(parsePrefill("?templates=personal")).toBeNull();
    expect(parsePrefill("?description=%20%20")).toBeNull();
  });
});
