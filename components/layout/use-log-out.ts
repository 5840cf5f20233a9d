"use client";

import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { toast } from "@/lib/client/toast";
import { href } from "@/lib/config/paths";

/** Toast 'Logged Out' / 'You have been successfully logged out', then /instagram. */
export function useLogOut() {
  const router = useRouter();
  return async () => {
    await signOut({ redirect: false });
    toast.success("Logged Out", { description: "You have been successfully logged out" });
    router.push(href("home"));
    router.refresh();
  };
}
