"use client";

import type { ComponentProps } from "react";
import { openGuide, type GuideKind } from "./guide-events";

/** The browser half of GuideButton: a plain button that opens its guide. */
export function GuideTrigger({ guide, ...props }: Omit<ComponentProps<"button">, "onClick"> & { guide: GuideKind }) {
  return <button type="button" data-slot="button" {...props} onClick={() => openGuide(guide)} />;
}
