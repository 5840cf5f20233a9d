"use client";

import Link from "next/link";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { IconName } from "@/lib/config/routes";

export interface MenuLink {
  href: string;
  label: string;
  description: string;
  icon: IconName;
}

/** The Business dropdown closes 200 ms after the pointer leaves. */
export const BUSINESS_MENU_CLOSE_DELAY_MS = 200;

/** A link with its icon drawn on the server (the icon map stays out of the page's scripts). */
export type BusinessMenuItem = Omit<MenuLink, "icon"> & { icon: ReactNode };

// Opens on hover (and on click or keyboard for touch and keyboard users).
// `chevron` is drawn on the server too; it turns with the button's aria-expanded.
export function BusinessMenu({ links, chevron }: { links: BusinessMenuItem[]; chevron: ReactNode }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const root = useRef<HTMLDivElement>(null);

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), BUSINESS_MENU_CLOSE_DELAY_MS);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    const onClick = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [open]);

  useEffect(() => cancelClose, []);

  return (
    <div
      ref={root}
      className="relative"
      onPointerEnter={(e) => {
        if (e.pointerType !== "mouse") return;
        cancelClose();
        setOpen(true);
      }}
      onPointerLeave={(e) => e.pointerType === "mouse" && scheduleClose()}
    >
      <button
        type="button"
        className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
        aria-expanded={open}
        aria-controls="business-menu"
        onClick={() => setOpen((v) => !v)}
      >
        Business
        {chevron}
      </button>
      {open && (
        <div
          id="business-menu"
          data-testid="business-menu"
          className="animate-in-fade absolute left-0 top-full z-50 mt-1 w-80 rounded-xl border bg-popover p-2 text-popover-foreground shadow-lg"
        >
          <ul className="grid gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="flex gap-3 rounded-lg p-2 hover:bg-accent focus-visible:bg-accent"
                  onClick={() => setOpen(false)}
                >
                  {link.icon}
                  <span>
                    <span className="block text-sm font-medium">{link.label}</span>
                    <span className="block text-xs text-muted-foreground">{link.description}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
