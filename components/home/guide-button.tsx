"use client";

import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { openGuide, type GuideKind } from "./guide-events";

/** A button that opens onboarding, the tour or the tutorial (see HomeGuidance). */
export function GuideButton({ guide, ...props }: ComponentProps<typeof Button> & { guide: GuideKind }) {
  return <Button {...props} onClick={() => openGuide(guide)} />;
}
