import { describe, expect, it } from "vitest";
import { CONTACT_DEDUPE_WINDOW_MS, contactFingerprint } from "./contact-fingerprint";

const input = { email: "a@example.com", country: "India", source: "friend", message: "Hello there" };

describe("contact fingerprint", () => {
  it("is the same for the same message in the same window, whatever the spacing or case", () => {
    const at = new Date(CONTACT_DEDUPE_WINDOW_MS * 1000 + 5);
    const again = new Date(at.getTime() + 60_000);
    expect(contactFingerprint(input, at)).toBe(contactFingerprint({ ...input, message: "  hello   THERE " }, again));
  });

  it("differs for another message or another window", () => {
    const at = new Date(CONTACT_DEDUPE_WINDOW_MS * 1000 + 5);
    expect(contactFingerprint(input, at)).not.toBe(contactFingerprint({ ...input, message: "Hi" }, at));
    expect(contactFingerprint(input, at)).not.toBe(
      contactFingerprint(input, new Date(at.getTime() + CONTACT_DEDUPE_WINDOW_MS)),
    );
  });
});
