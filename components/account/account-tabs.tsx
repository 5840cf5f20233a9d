"use client";

import { usePathname, useRouter } from "next/navigation";
import { useState, useTransition, type ReactNode } from "react";
import { Tabs } from "@/components/ui/tabs";
import { ACCOUNT_TABS, type AccountTab } from "@/lib/account/account.schema";

const isTab = (value: string): value is AccountTab => (ACCOUNT_TABS as readonly string[]).includes(value);

/**
 * The account tabs, kept in the address (`?tab=`) so a tab can be linked,
 * bookmarked and reloaded. The switch is instant; the URL follows without a scroll.
 */
export function AccountTabs({ tab, children }: { tab: AccountTab; children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const [value, setValue] = useState<AccountTab>(tab);
  const [, startTransition] = useTransition();
  const [synced, setSynced] = useState(tab);

  // A link elsewhere on the page (or the settings menu) changed ?tab=: follow it.
  if (synced !== tab) {
    setSynced(tab);
    setValue(tab);
  }

  function onValueChange(next: string) {
    if (!isTab(next)) return;
    setValue(next);
    startTransition(() => router.replace(`${pathname}?tab=${next}`, { scroll: false }));
  }

  return (
    <Tabs value={value} onValueChange={onValueChange}>
      {children}
    </Tabs>
  );
}
