import { describe, expect, it } from "vitest";
import { safePath } from "./safe-path";

describe("safePath", () => {
  it("keeps same-origin paths", () => {
    expect(safePath("/instagram/account?tab=usage")).toBe("/instagram/account?tab=usage");
  });
  it.each(["//evil.com", "/\\evil.com", "https://evil.com/x", "javascript:alert(1)", "evil.com", "/\u0000x", ""])(
    "refuses %j",
    (value) => {
      expect(safePath(value)).toBe("/instagram");
    },
  );
});
