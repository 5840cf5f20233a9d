"use client";

import Link from "next/link";
import type { RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { MobileMenuProps } from "./mobile-menu";
import { NavIcon } from "./nav-icon";
import { useLogOut } from "./use-log-out";

/** The mobile menu's sheet, loaded on the first press of its button (components/layout/mobile-menu.tsx). */
export function MobileMenuSheet({
  groups,
  login,
  signedIn,
  open,
  setOpen,
  triggerRef,
}: MobileMenuProps & {
  open: boolean;
  setOpen: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const logOut = useLogOut();
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        side="right"
        className="w-[85vw] max-w-sm overflow-y-auto"
        // The button lives outside the sheet (it is not a Radix trigger): give focus back to it.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="grid gap-6 px-4 pb-6">
          {groups
            .filter((g) => g.links.length > 0)
            .map((group) => (
              <div key={group.title}>
                <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {group.title}
                </p>
                <ul className="grid gap-1">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        onClick={() => setOpen(false)}
                        className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm font-medium hover:bg-accent"
                      >
                        <NavIcon name={link.icon} className="size-4 text-primary" />
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          {signedIn && (
            <Button
              variant="outline"
              size="lg"
              className="w-full"
              onClick={() => {
                setOpen(false);
                void logOut();
              }}
            >
              Log Out
            </Button>
          )}
          {login && (
            <Button asChild size="lg" className="w-full">
              <Link href={login.href} onClick={() => setOpen(false)}>
                Login / Sign Up
              </Link>
            </Button>
          )}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
