"use client";

import dynamic from "next/dynamic";

// The signed-in menus (a Radix dropdown, the log-out code) are a chunk of their own: rendered
// on the server for a signed-in visitor and loaded with the page then, never fetched by a page
// a signed-out visitor opens (the share page, the home page from Instagram).
export const UserMenusSlot = dynamic(() => import("./user-menu").then((m) => m.UserMenus), {
  loading: () => <span className="inline-block size-11 pointer-fine:size-10" aria-hidden="true" />,
});
