// Buttons anywhere on the home page open the guidance overlays through one
// window event, so the overlays (loaded lazily) live in a single controller.

export type GuideKind = "onboarding" | "tour" | "tutorial";
export const GUIDE_EVENT = "biostudio:guide";

export function openGuide(kind: GuideKind) {
  window.dispatchEvent(new CustomEvent<GuideKind>(GUIDE_EVENT, { detail: kind }));
}
