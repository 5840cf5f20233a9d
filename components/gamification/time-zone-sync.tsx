"use client";

import { useEffect } from "react";

// Streak days are the user's own calendar days (lib/gamification/time-zone.ts). The browser
// knows its IANA zone; a signed-in page renders this once and it tells the server, at most once
// per browser session and only when the zone differs from the stored one.

const KEY = "biostudio.time-zone-sent";

export function TimeZoneSync({ stored }: { stored?: string }) {
  useEffect(() => {
    let zone: string;
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      return;
    }
    if (!zone || zone === stored) return;
    try {
      if (window.sessionStorage.getItem(KEY) === zone) return;
      window.sessionStorage.setItem(KEY, zone);
    } catch {
      // Storage blocked: send it anyway, it is one small request.
    }
    void fetch("/api/me/time-zone", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ timeZone: zone }),
      credentials: "same-origin",
    }).catch(() => undefined);
  }, [stored]);
  return null;
}
