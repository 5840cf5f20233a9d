import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// tailwind-merge only knows Tailwind's default theme. Without these, `text-display` would be
// read as a text colour (and silently dropped next to `text-foreground`), and the custom
// animations and brand gradient would not override their counterparts. Keep in sync with
// app/globals.css.
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ["2xs", "display"],
      animate: [
        "fade-in",
        "fade-out",
        "zoom-in",
        "zoom-out",
        "popover-in",
        "popover-out",
        "slide-in-from-bottom",
        "slide-out-to-bottom",
        "slide-in-from-right",
        "slide-out-to-right",
        "slide-in-from-left",
        "slide-out-to-left",
        "slide-in-from-top",
        "slide-out-to-top",
        "shimmer",
      ],
    },
    classGroups: {
      "bg-image": [{ bg: ["brand-gradient"] }],
    },
  },
});

/** Joins class names and lets later Tailwind classes override earlier ones (`px-2` then `px-4`). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
