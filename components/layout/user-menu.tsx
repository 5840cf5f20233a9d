"use client";

import Link from "next/link";
import { LogOut, Settings, ShieldCheck, User } from "lucide-react";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { MenuLink } from "./business-menu";
import { useLogOut } from "./use-log-out";

export interface SignedInMenus {
  displayName: string;
  email: string;
  profile: MenuLink | null;
  /** Account tabs and profile settings (the settings menu); only live pages. */
  settings: MenuLink[];
  admin: MenuLink | null;
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0])
    .join("");
}

export function UserMenus({ menus }: { menus: SignedInMenus }) {
  const logOut = useLogOut();
  const settings = [...menus.settings, ...(menus.admin ? [menus.admin] : [])];
  return (
    <>
      {settings.length > 0 && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            {/* Phones reach these pages through the mobile menu: the header row keeps room for the bell. */}
            <Button variant="ghost" size="icon" aria-label="Settings menu" className="hidden sm:inline-flex">
              <Settings className="size-5" aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-56">
            <DropdownMenuLabel>Settings</DropdownMenuLabel>
            {settings.map((item) => (
              <DropdownMenuItem key={item.href} asChild>
                <Link href={item.href}>
                  {item === menus.admin ? <ShieldCheck aria-hidden="true" /> : <Settings aria-hidden="true" />}
                  {item.label}
                </Link>
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          {/* The name is hidden text, not aria-label: the visible initials would not match it (WCAG 2.5.3). */}
          <Button variant="ghost" size="icon" className="rounded-full">
            <Avatar className="size-8" aria-hidden="true">
              <AvatarFallback>{initials(menus.displayName) || "?"}</AvatarFallback>
            </Avatar>
            <span className="sr-only">User menu for {menus.displayName}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          <DropdownMenuLabel className="font-normal">
            <span className="block truncate font-medium">{menus.displayName}</span>
            <span className="block truncate text-xs text-muted-foreground">{menus.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {menus.profile && (
            <DropdownMenuItem asChild>
              <Link href={menus.profile.href}>
                <User aria-hidden="true" />
                Profile
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => void logOut()}>
            <LogOut aria-hidden="true" />
            Log Out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
