import { describe, expect, it } from "vitest";
import { FLAG_KEYS, clearFlag, endTutorial, hasFlag, setFlag, shouldShowOnboarding, tutorialKnown } from "./flags";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const broken = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
};

describe("flags", () => {
  it("sets, reads and clears a flag under its own key", () => {
    const s = memoryStorage();
    expect(hasFlag("tourSeen", s)).toBe(false);
    setFlag("tourSeen", s);
    expect(hasFlag("tourSeen", s)).toBe(true);
    expect(s.map.get(FLAG_KEYS.tourSeen)).toBe("true");
    expect(hasFlag("onboardingSeen", s)).toBe(false);
    clearFlag("tourSeen", s);
    expect(hasFlag("tourSeen", s)).toBe(false);
  });

  it("closing the tutorial stores only has-seen; skip and complete store both", () => {
    const closed = memoryStorage();
    endTutorial("close", closed);
    expect(hasFlag("tutorialSeen", closed)).toBe(true);
    expect(hasFlag("tutorialCompleted", closed)).toBe(false);
    expect(tutorialKnown(closed)).toBe(true);

    for (const how of ["skip", "complete"] as const) {
      const s = memoryStorage();
      expect(tutorialKnown(s)).toBe(false);
      endTutorial(how, s);
      expect(hasFlag("tutorialSeen", s) && hasFlag("tutorialCompleted", s)).toBe(true);
    }
    const onlyCompleted = memoryStorage();
    setFlag("tutorialCompleted", onlyCompleted);
    expect(tutorialKnown(onlyCompleted)).toBe(true);
  });

  it("shows onboarding only to signed-out visitors without the seen flag", () => {
    const s = memoryStorage();
    expect(shouldShowOnboarding({ signedIn: false }, s)).toBe(true);
    expect(shouldShowOnboarding({ signedIn: true }, s)).toBe(false);
    setFlag("onboardingSeen", s);
    expect(shouldShowOnboarding({ signedIn: false }, s)).toBe(false);
  });

  it("survives a missing or throwing storage", () => {
    expect(hasFlag("tourSeen", null)).toBe(false);
    expect(() => setFlag("tourSeen", broken)).not.toThrow();
    expect(() => clearFlag("tourSeen", broken)).not.toThrow();
    expect(hasFlag("tourSeen", broken)).toBe(false);
    expect(shouldShowOnboarding({ signedIn: false }, null)).toBe(true);
  });
});
