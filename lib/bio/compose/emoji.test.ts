import { describe, expect, it } from "vitest";
import { biosAcross } from "@/tests/support/bios";
import { subjectEmoji } from "./emoji";

describe("a trade's own sign", () => {
  it("gives a barber the pole, a florist flowers and a band a guitar, not their field's emoji", () => {
    expect(subjectEmoji("mobile barber")).toBe("💈");
    expect(subjectEmoji("wedding florist")).toBe("💐");
    expect(subjectEmoji("The Copper Lines", "band")).toBe("🎸");
    expect(subjectEmoji("software engineer")).toBeUndefined();
    const bios = biosAcross("Barber in Swindon, skin fades and hot towel shaves.", { seed: 11 }).join("\n");
    expect(bios).not.toMatch(/👗/u);
    const florist = biosAcross("Wedding florist in the Wye Valley.", { seed: 11 }).join("\n");
    expect(florist).not.toMatch(/🧶/u);
  });
});
