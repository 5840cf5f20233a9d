import { describe, expect, it } from "vitest";
import { checkBio } from "@/lib/bio/validate-bio";
import { PLATFORMS } from "@/lib/bio/types";
import { INDUSTRY_IDS } from "@/lib/hashtags/taxonomy";
import { composeOptimized } from "./compose-optimized";
import { industryChecklist } from "./industry-checklist";
import { INDUSTRY_PROFILES, profileFor } from "./industry-profiles";

const ctx = (platform: (typeof PLATFORMS)[number] = "instagram", seed = 1) => ({ platform, seed, today: "2026-11-26" });
const verdicts = (bio: string, industry = "fitness") =>
  Object.fromEntries(industryChecklist(bio, profileFor(industry)!, "Fitness").map((c) => [c.id, c.ok]));

describe("industryChecklist", () => {
  it("has a profile for every industry of the picker", () => {
    expect(INDUSTRY_PROFILES.map((p) => p.id).sort()).toEqual([...INDUSTRY_IDS].sort());
  });

  it("finds nothing in a vague bio and everything in a strong fitness bio", () => {
    expect(verdicts("Living my best life ✨")).toEqual({
      role: false,
      proof: false,
      credentials: false,
      keywords: false,
      cta: false,
      contact: false,
    });
    expect(
      verdicts(
        "NASM-certified personal trainer\nStrength & fat loss for busy parents\n200+ clients coached\nBook a free call 👇",
      ),
    ).toEqual({ role: true, proof: true, credentials: true, keywords: true, cta: true, contact: true });
  });

  it("matches whole words only and quotes what it found", () => {
    expect(verdicts("Coaching myself through cake").role).toBe(false);
    const [role] = industryChecklist("Your coach in Pune", profileFor("fitness")!, "Fitness");
    expect(role?.detail).toBe("Says what you are: “coach”.");
  });
});

describe("composeOptimized", () => {
  it("adds role, keywords and a call to action a vague bio lacks, and explains each change", () => {
    const [group] = composeOptimized({ industry: "fitness", bio: "Helping busy people feel good" }, ctx());
    expect(group?.subtitle).toBe("Your bio carries 0 of the 6 things strong Fitness bios carry.");
    expect(group?.bios[0]).toMatch(/Personal trainer/);
    expect(group?.bios[0]).toMatch(/Helping busy people feel good/);
    expect(group?.bios[0]).toMatch(/Book a free consult 👇/);
    expect(group?.angles?.join(" ")).toMatch(/Not written for you: proof/);
  });

  it("never invents a number, and fits every platform", () => {
    for (const platform of PLATFORMS) {
      for (const seed of [1, 2, 3]) {
        const bio = "Home baker. Eggless cakes made with love in my little kitchen, every order baked fresh on the day";
        const [group] = composeOptimized({ industry: "food", bio }, ctx(platform, seed));
        expect(group?.bios.length).toBeGreaterThanOrEqual(1);
        for (const out of group?.bios ?? []) {
          expect(checkBio(out, platform, { allowContact: true }).ok).toBe(true);
          expect(out).not.toMatch(/\d/);
        }
      }
    }
  });
});
