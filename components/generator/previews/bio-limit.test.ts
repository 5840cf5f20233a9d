import { describe, expect, it } from "vitest";
import { fitBio } from "./bio-limit";

describe("fitBio", () => {
  it("keeps a bio that fits whole", () => {
    expect(fitBio("Chai > coffee ☕", 80)).toEqual({
      length: 15,
      limit: 80,
      kept: "Chai > coffee ☕",
      overflow: "",
      over: false,
    });
  });

  it("counts a bio of exactly the limit as fitting", () => {
    expect(fitBio("a".repeat(150), 150).over).toBe(false);
  });

  it("splits at the limit, and the two parts make the whole bio", () => {
    const bio = "x".repeat(78) + "\nline two";
    const fit = fitBio(bio, 80);
    expect(fit).toMatchObject({ length: 87, over: true, kept: "x".repeat(78) + "\nl", overflow: "ine two" });
    expect(fit.kept + fit.overflow).toBe(bio);
  });

  it("counts and cuts by grapheme cluster, never inside an emoji", () => {
    const bio = "dev 👩🏽‍💻🇮🇳 ok";
    const fit = fitBio(bio, 5);
    expect(fit.length).toBe(9);
    expect(fit.kept).toBe("dev 👩🏽‍💻");
    expect(fit.overflow).toBe("🇮🇳 ok");
  });
});
