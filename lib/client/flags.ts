// The browser-kept flags (docs/product.md#guidance) in one place: tutorial has-seen and
// completed, onboarding-seen, tour-seen. Storage can be missing or throw
// (private mode, blocked cookies): then nothing is remembered, nothing breaks.

export const FLAG_KEYS = {
  tutorialSeen: "biostudio:tutorial-seen",
  tutorialCompleted: "biostudio:tutorial-completed",
  onboardingSeen: "biostudio:onboarding-seen",
  tourSeen: "biostudio:tour-seen",
} as const;

export type Flag = keyof typeof FLAG_KEYS;

type FlagStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function browserStorage(): FlagStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function hasFlag(flag: Flag, storage: FlagStorage | null = browserStorage()): boolean {
  try {
    return storage?.getItem(FLAG_KEYS[flag]) === "true";
  } catch {
    return false;
  }
}

export function setFlag(flag: Flag, storage: FlagStorage | null = browserStorage()): void {
  try {
    storage?.setItem(FLAG_KEYS[flag], "true");
  } catch {
    // Quota or privacy mode: the flag is simply not remembered.
  }
}

export function clearFlag(flag: Flag, storage: FlagStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(FLAG_KEYS[flag]);
  } catch {
    // See setFlag.
  }
}

/** The tutorial counts as known once either flag is stored. */
export function tutorialKnown(storage: FlagStorage | null = browserStorage()): boolean {
  return hasFlag("tutorialSeen", storage) || hasFlag("tutorialCompleted", storage);
}

/** How the tutorial ended: Skip and Complete store both flags, the close (X) only has-seen. */
export function endTutorial(how: "skip" | "complete" | "close", storage: FlagStorage | null = browserStorage()) {
  setFlag("tutorialSeen", storage);
  if (how !== "close") setFlag("tutorialCompleted", storage);
}

/** Onboarding only for visitors without the seen flag who are not signed in. */
export function shouldShowOnboarding(
  { signedIn }: { signedIn: boolean },
  storage: FlagStorage | null = browserStorage(),
): boolean {
  return !signedIn && !hasFlag("onboardingSeen", storage);
}

/**
 * The tutorial opens by itself while neither of its flags is stored. It waits
 * for a load on which onboarding does not open, so the two never stack: a brand-new
 * visitor gets onboarding first and the tutorial on a later visit or after signing in.
 */
export function shouldAutoOpenTutorial(
  { signedIn }: { signedIn: boolean },
  storage: FlagStorage | null = browserStorage(),
): boolean {
  // Without usable storage it could never be dismissed for good: then only its button opens it.
  if (!canRemember(storage)) return false;
  return !tutorialKnown(storage) && !shouldShowOnboarding({ signedIn }, storage);
}

function canRemember(storage: FlagStorage | null): boolean {
  try {
    storage?.getItem(FLAG_KEYS.tutorialSeen);
    return storage !== null;
  } catch {
    return false;
  }
}
