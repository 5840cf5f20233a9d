import { describe, expect, it } from "vitest";
import {
  FLAG_KEYS,
  clearFlag,
  endTutorial,
  hasFlag,
  setFlag,
  shouldAutoOpenTutorial,
  shouldShowOnboarding,
  tutorialKnown,
} from "./flags";

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

describe("shouldAutoOpenTutorial", () => {
  it("opens for someone who knows neither flag, unless onboarding is due on this load", () => {
    const s = memoryStorage();
    expect(shouldAutoOpenTutorial({ signedIn: false }, s)).toBe(false); // onboarding first
    expect(shouldAutoOpenTutorial({ signedIn: true }, s)).toBe(true);
    setFlag("onboardingSeen", s);
    expect(shouldAutoOpenTutorial({ signedIn: false }, s)).toBe(true);
  });

  it("never opens again once the tutorial was seen or completed", () => {
    const seen = memoryStorage();
    setFlag("onboardingSeen", seen);
    endTutorial("close", seen);
    expect(shouldAutoOpenTutorial({ signedIn: false }, seen)).toBe(false);
    const done = memoryStorage();
    setFlag("tutorialCompleted", done);
    expect(shouldAutoOpenTutorial({ signedIn: true }, done)).toBe(false);
  });

  it("stays closed when storage is unusable", () => {
    expect(shouldAutoOpenTutorial({ signedIn: true }, null)).toBe(false);
    expect(shouldAutoOpenTutorial({ signedIn: true }, broken)).toBe(false);
  });
});
