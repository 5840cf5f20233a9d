import Link from "next/link";
import { Compass } from "lucide-react";
import { Button } from "@/components/ui/button";
import { href } from "@/lib/config/paths";

export const metadata = { title: "Page Not Found", robots: { index: false } };

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-accent text-primary">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Page Not Found</h1>
      <p className="mt-3 text-muted-foreground">
        We couldn&apos;t find that page. Check the address for a typo, or head back home and pick up where you left off.
      </p>
      <p className="mt-4 rounded-md bg-muted px-3 py-2 font-mono text-xs text-muted-foreground">
        Hint: every page lives under <code>/instagram/…</code>; old links without the prefix redirect there.
      </p>
      <Button asChild className="mt-8" size="lg">
        <Link href={href("home")}>Back to Home</Link>
      </Button>
    </section>
  );
}
