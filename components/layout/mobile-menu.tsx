"use client";

import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import type { MenuLink } from "./business-menu";

export interface MobileMenuProps {
  groups: { title: string; links: MenuLink[] }[];
  login: MenuLink | null;
  signedIn: boolean;
}

const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = lazy(() => loadSheet().then((m) => ({ default: m.MobileMenuSheet })));

// Every page has this button under 768 px; the sheet behind it (a Radix dialog, the log-out
// code) loads when the button is first pointed at, focused or pressed, not with the page.
// The button's classes come from the server (site-header), so no class-merging code ships for it.
export function MobileMenu({
  icon,
  buttonClassName,
  ...props
}: MobileMenuProps & { icon: ReactNode; buttonClassName: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const preload = () => void loadSheet();

  return (
    <>
      <button
        ref={trigger}
        type="button"
        data-slot="button"
        className={buttonClassName}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {icon}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuSheet {...props} open={open} setOpen={setOpen} triggerRef={trigger} />
        </Suspense>
      )}
    </>
  );
}
