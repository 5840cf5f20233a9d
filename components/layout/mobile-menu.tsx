"use client";

import Link from "next/link";
import { useState } from "react";
import { Menu } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import type { MenuLink } from "./business-menu";
import { NavIcon } from "./nav-icon";
import { useLogOut } from "./use-log-out";

interface Group {
  title: string;
  links: MenuLink[];
}

export function MobileMenu({
  groups,
  login,
  signedIn,
}: {
  groups: Group[];
  login: MenuLink | null;
  signedIn: boolean;
}) {
  const [open, setOpen] = useState(false);
  const logOut = useLogOut();
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-[85vw] max-w-sm overflow-y-auto">
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
