import { Check as CheckIcon, Monitor as MonitorIcon, Moon as MoonIcon, Sun as SunIcon } from "@/components/ui/icons";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { ThemeToggleMenu } from "./theme-toggle-menu";

/** The header's theme switch. Its icons are drawn here, on the server, so no page ships icon code for it. */
export function ThemeToggle({ className }: { className?: string }) {
  return (
    <ThemeToggleMenu
      buttonClassName={buttonVariants({ variant: "ghost", size: "icon", className: cn("relative", className) })}
      icons={{
        // CSS picks the icon from the `dark` class, so the server render never mismatches.
        button: (
          <>
            <SunIcon
              aria-hidden="true"
              className="size-5 scale-100 rotate-0 transition-transform dark:scale-0 dark:-rotate-90"
            />
            <MoonIcon
              aria-hidden="true"
              className="absolute size-5 scale-0 rotate-90 transition-transform dark:scale-100 dark:rotate-0"
            />
          </>
        ),
        themes: {
          light: <SunIcon aria-hidden="true" className="size-4" />,
          dark: <MoonIcon aria-hidden="true" className="size-4" />,
          system: <MonitorIcon aria-hidden="true" className="size-4" />,
        },
        check: <CheckIcon aria-hidden="true" className="size-4" />,
      }}
    />
  );
}
