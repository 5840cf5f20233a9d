import Link from "next/link";
import { ArrowLeft as ArrowLeftIcon, Sparkles as SparklesIcon } from "@/components/ui/icons";

import { Button } from "@/components/ui/button";
import { PLANS } from "@/lib/config/plans";
import { getRoute } from "@/lib/config/routes";

/** A visitor cannot generate (docs/product.md#access); they get a sign-up prompt. Server-rendered, no client code. */
export function GeneratorSignedOut({ homeHref }: { homeHref: string }) {
  const login = getRoute("login").path;
  const freeBios = PLANS.free.limits.bio;

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <div
        data-testid="generator-signed-out"
        className="relative flex flex-col items-center gap-5 overflow-hidden rounded-2xl border bg-card px-6 py-10 text-center shadow-sm sm:px-10 sm:py-12"
      >
        <div aria-hidden="true" className="bg-brand-gradient pointer-events-none absolute inset-x-0 top-0 h-1" />
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-xl bg-brand-gradient text-brand-foreground shadow-md"
        >
          <SparklesIcon className="size-6" />
        </span>
        <div className="flex flex-col gap-2">
          <h2 id="generator-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Create your free account to start generating
          </h2>
          <p className="mx-auto max-w-xl text-muted-foreground text-pretty">
            The bio generator needs an account so your bios and progress are saved.
            {freeBios !== null && ` It's free: ${freeBios} bios every month, three variations each time.`}
          </p>
        </div>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg" variant="gradient">
            <Link href={`${login}?mode=signup`}>Create Free Account</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href={login}>Sign In</Link>
          </Button>
        </div>
        <Button asChild variant="ghost" size="sm">
          <Link href={homeHref}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </div>
    </div>
  );
}
