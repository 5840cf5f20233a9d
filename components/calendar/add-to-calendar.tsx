"use client";

import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { planWindow } from "@/lib/calendar/days";
import { browserToday } from "@/lib/client/browser-today";
import { PlanDialog } from "./plan-dialog";
import { useCalendarItems } from "./use-calendar-items";

/** "Add to calendar" on a generated bio: the plan dialog with that bio filled in. */
export function AddToCalendarButton({ bio, label, className }: { bio: string; label?: string; className?: string }) {
  const actions = useCalendarItems([]);
  // The browser's today; the server checks the day against the profile's time zone.
  const [today] = useState(() => browserToday());
  return (
    <PlanDialog
      today={today}
      defaultDate={planWindow(today).first}
      actions={actions}
      initialBio={bio}
      trigger={
        <Button variant="outline" size="sm" className={className} aria-label={label}>
          <CalendarPlus aria-hidden="true" />
          Add to calendar
        </Button>
      }
    />
  );
}
