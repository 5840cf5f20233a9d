import { describe, expect, it } from "vitest";
import { cn } from "./utils";

describe("cn", () => {
  it("joins conditional classes", () => {
    expect(cn("a", false && "b", undefined, "c")).toBe("a c");
  });

  it("lets a later Tailwind class win", () => {
    expect(cn("px-2 py-1", "px-4")).toBe("py-1 px-4");
  });

  it("keeps the custom type scale apart from text colours", () => {
    expect(cn("text-display text-foreground")).toBe("text-display text-foreground");
    expect(cn("text-2xs text-muted-foreground")).toBe("text-2xs text-muted-foreground");
    expect(cn("text-sm", "text-display")).toBe("text-display");
  });

  it("resolves custom animations against each other", () => {
    expect(cn("animate-fade-in", "animate-zoom-in")).toBe("animate-zoom-in");
  });
});
