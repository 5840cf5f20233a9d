"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { toast, Toaster } from "sonner";
import { XIcon } from "lucide-react";

import { SMALL_SCREEN_QUERY } from "@/lib/client/floating-layer";
import { toast as appToast } from "@/lib/client/toast";
import type { ActivityOutcome, UnlockedBadge } from "@/lib/gamification/events";
import { subscribeFeedback } from "./announce";
import { BadgeIcon, RARITY_LABEL } from "./badge-icon";

// An achievement toast at the bottom right for 5 s, at most 5 kept (on a phone: at
// the top, one at a time, in the app's toaster), and a
// level-up overlay for 3 s. Mounted by the layout's <DeferredChrome /> on the first outcome of a
// visit; code that gets a `gamification` outcome from the server calls `announceGamification(outcome)`.

// Every page mounts this component: the overlay's dialog code loads only on a first level-up.
const LevelUpOverlay = dynamic(() => import("./level-up-overlay").then((m) => m.LevelUpOverlay), { ssr: false });

export const ACHIEVEMENT_TOASTER_ID = "achievements";
export const ACHIEVEMENT_TOAST_MS = 5000;
export const MAX_ACHIEVEMENT_TOASTS = 5;
export const LEVEL_UP_MS = 3000;

export function GamificationFeedback() {
  const [levelUp, setLevelUp] = useState<{ level: number; xp: number } | null>(null);
  // What the overlay shows stays while it animates out.
  const [shownLevel, setShownLevel] = useState<{ level: number; xp: number } | null>(null);
  const shown = useRef<string[]>([]);
  // The dialog has no trigger: focus goes back to wherever it was when the overlay opened.
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(
    () =>
      subscribeFeedback((outcome: ActivityOutcome) => {
        for (const badge of outcome.unlocked) showAchievementToast(badge, shown.current);
        if (!outcome.leveledUp) return;
        if (document.activeElement instanceof HTMLElement) returnFocus.current = document.activeElement;
        setLevelUp({ level: outcome.level, xp: outcome.xp });
        setShownLevel({ level: outcome.level, xp: outcome.xp });
      }),
    [],
  );

  const closeLevelUp = useCallback(() => {
    setLevelUp(null);
    // After the dialog lets go of focus, put it back where it was.
    window.setTimeout(() => {
      returnFocus.current?.focus();
      returnFocus.current = null;
    }, 0);
  }, []);

  // The overlay closes itself after 3 s; Escape, the button or a click outside close it sooner.
  useEffect(() => {
    if (!levelUp) return;
    const timer = window.setTimeout(closeLevelUp, LEVEL_UP_MS);
    return () => window.clearTimeout(timer);
  }, [levelUp, closeLevelUp]);

  return (
    <>
      <Toaster
        id={ACHIEVEMENT_TOASTER_ID}
        position="bottom-right"
        visibleToasts={MAX_ACHIEVEMENT_TOASTS}
        duration={ACHIEVEMENT_TOAST_MS}
        gap={8}
        // Above the app's one-at-a-time toast, which sits in the same corner.
        offset={{ bottom: 96, right: 24 }}
        mobileOffset={{ bottom: 88, right: 16, left: 16 }}
        containerAriaLabel="Achievements"
        swipeDirections={["right"]}
        style={{ fontFamily: "var(--font-sans)", "--width": "360px" } as React.CSSProperties}
      />
      {shownLevel && <LevelUpOverlay open={levelUp !== null} shown={shownLevel} onClose={closeLevelUp} />}
    </>
  );
}

/**
 * One toast per unlock; sonner keeps the newest five and closes each after 5 s. On a small
 * screen they go to the app's toaster instead, which shows one toast at a time: an unlock waits
 * its turn there rather than stacking over another toast or a tip.
 */
function showAchievementToast(badge: UnlockedBadge, shown: string[]) {
  const phone = window.matchMedia(SMALL_SCREEN_QUERY).matches;
  // The app's toaster is reached through its loader: a dismissal must queue behind the add.
  const dismiss = phone ? appToast.dismiss : toast.dismiss;
  shown.push(badge.id);
  // Beyond five, the oldest goes first (at most 5 kept). Sonner adds a toast on a timer
  // and dismisses on the next frame, so a dismiss sent now can arrive before the toast it closes
  // (six unlocks at once); a timer queued after that add cannot.
  while (shown.length > MAX_ACHIEVEMENT_TOASTS) {
    const oldest = shown.shift();
    if (oldest) window.setTimeout(() => dismiss(`achievement-${oldest}`), 0);
  }
  const options = {
    id: `achievement-${badge.id}`,
    duration: ACHIEVEMENT_TOAST_MS,
    onAutoClose: () => remove(shown, badge.id),
    onDismiss: () => remove(shown, badge.id),
  };
  const draw = (id: string | number) => <AchievementToast badge={badge} onClose={() => dismiss(id)} />;
  if (phone) appToast.custom(draw, options);
  else toast.custom(draw, { ...options, toasterId: ACHIEVEMENT_TOASTER_ID });
}

function remove(list: string[], id: string) {
  const index = list.indexOf(id);
  if (index >= 0) list.splice(index, 1);
}

function AchievementToast({ badge, onClose }: { badge: UnlockedBadge; onClose: () => void }) {
  return (
    <div
      data-testid="achievement-toast"
      className="flex w-full items-center gap-3 rounded-xl border bg-popover p-3 pr-2 text-popover-foreground shadow-lg sm:w-[360px]"
    >
      <BadgeIcon name={badge.icon} rarity={badge.rarity} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="text-xs font-medium text-muted-foreground">
          {badge.achievement ? "Achievement unlocked" : "Badge unlocked"} · {RARITY_LABEL[badge.rarity]}
        </p>
        <p className="truncate text-sm font-semibold">{badge.title}</p>
        <p className="text-[13px] text-muted-foreground">{badge.description}</p>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={`Close ${badge.title}`}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted-foreground hover:bg-accent hover:text-accent-foreground"
      >
        <XIcon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
