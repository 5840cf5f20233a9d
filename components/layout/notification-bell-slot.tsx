"use client";

import dynamic from "next/dynamic";

// The bell (a Radix dropdown and its list) is a chunk of its own, like the signed-in menus:
// loaded with the page for a signed-in visitor, never fetched by a page a signed-out visitor opens.
export const NotificationBellSlot = dynamic(() => import("./notification-bell").then((m) => m.NotificationBell), {
  loading: () => <span className="inline-block size-11 pointer-fine:size-10" aria-hidden="true" />,
});
