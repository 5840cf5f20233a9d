"use client";

import Link from "next/link";
import { useId, useRef } from "react";
import { Popover } from "radix-ui";
import { ArrowRightIcon, CircleQuestionMarkIcon, GraduationCapIcon, RotateCcwIcon, XIcon } from "lucide-react";

import { openGuide } from "@/components/home/guide-events";

import { Button } from "@/components/ui/button";
import { STEPPED_ASIDE, isClaimed, useClearOfContent, useFloatingTurn } from "@/lib/client/floating-layer";
import { cn } from "@/lib/utils";
import type { HelpBubbleModel } from "./help-bubbles";

export interface HelpLink {
  label: string;
  href: string;
  description: string;
}

/**
 * The floating help button (bottom left, clear of the toasts) and its small panel. It steps
 * aside (hidden) while it would lie over the field being typed in or a bio card, and on a small
 * screen while a toast or a tip shows; there it also stands in for the Tutorial button, whose
 * dialog the panel then opens.
 */
export function HelpButton({
  tips,
  links,
  onShowTipsAgain,
}: {
  tips: readonly HelpBubbleModel[];
  links: readonly HelpLink[];
  onShowTipsAgain: () => void;
}) {
  const titleId = useId();
  const ref = useRef<HTMLButtonElement>(null);
  const { show, tick } = useFloatingTurn("help", true);
  const clear = useClearOfContent(ref, tick);
  // Read while rendering the open panel: the home page's Tutorial button is mounted or not.
  const tutorialHere = isClaimed("tutorial");

  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button
          ref={ref}
          variant="gradient"
          size="icon"
          aria-label="Help and tips"
          data-floating-corner=""
          className={cn(
            "fixed bottom-[max(1rem,env(safe-area-inset-bottom))] left-4 z-40 size-12 rounded-full pointer-fine:size-12",
            "[&_svg:not([class*='size-'])]:size-6",
            !(show && clear) && STEPPED_ASIDE,
          )}
        >
          <CircleQuestionMarkIcon aria-hidden="true" />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={10}
          collisionPadding={16}
          aria-labelledby={titleId}
          className={cn(
            "z-50 flex max-h-(--radix-popover-content-available-height) w-[min(22rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto",
            "rounded-xl border bg-popover p-4 text-popover-foreground shadow-lg",
            "origin-(--radix-popover-content-transform-origin) data-[state=open]:animate-popover-in data-[state=closed]:animate-popover-out",
          )}
        >
          <div className="flex items-center justify-between gap-2">
            <h2 id={titleId} className="text-base font-semibold">
              Help &amp; tips
            </h2>
            <Popover.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close help" className="size-9 pointer-fine:size-8">
                <XIcon aria-hidden="true" />
              </Button>
            </Popover.Close>
          </div>

          <ul className="flex flex-col gap-3">
            {tips.map((tip) => (
              <li key={tip.id} className="rounded-lg bg-muted/60 p-3">
                <p className="text-sm font-medium">{tip.title}</p>
                <p className="mt-0.5 text-sm text-muted-foreground">{tip.message}</p>
              </li>
            ))}
          </ul>

          {links.length > 0 && (
            <nav aria-label="Help links">
              <ul className="flex flex-col">
                {links.map((link) => (
                  <li key={link.href}>
                    <Popover.Close asChild>
                      <Link
                        href={link.href}
                        className="group flex items-center justify-between gap-3 rounded-lg px-2 py-2 text-sm hover:bg-accent hover:text-accent-foreground"
                      >
                        <span className="flex min-w-0 flex-col">
                          <span className="font-medium">{link.label}</span>
                          <span className="truncate text-xs text-muted-foreground">{link.description}</span>
                        </span>
                        <ArrowRightIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                      </Link>
                    </Popover.Close>
                  </li>
                ))}
              </ul>
            </nav>
          )}

          <div className="flex flex-wrap gap-2">
            <Popover.Close asChild>
              <Button variant="outline" size="sm" onClick={onShowTipsAgain}>
                <RotateCcwIcon aria-hidden="true" />
                Show tips again
              </Button>
            </Popover.Close>
            {tutorialHere && (
              <Popover.Close asChild>
                <Button variant="outline" size="sm" onClick={() => openGuide("tutorial")}>
                  <GraduationCapIcon aria-hidden="true" />
                  Open the tutorial
                </Button>
              </Popover.Close>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
