import Link from "next/link";
import { Sparkles } from "@/components/ui/icons";
import { SITE } from "@/lib/config/site";
import { href } from "@/lib/config/paths";

export function Logo() {
  return (
    <Link
      href={href("home")}
      className="flex min-h-11 items-center gap-2 rounded-md font-semibold tracking-tight text-foreground"
      aria-label={`${SITE.name} home`}
    >
      <span className="bg-brand-gradient flex size-8 items-center justify-center rounded-lg text-white shadow-sm">
        <Sparkles className="size-4" aria-hidden="true" />
      </span>
      <span className="text-lg">{SITE.name}</span>
    </Link>
  );
}
