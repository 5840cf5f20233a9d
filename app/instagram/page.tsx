import { Suspense } from "react";
import { Sparkles, Timer, Wand2 } from "lucide-react";
import { GeneratorFallback } from "@/components/generator/generator-fallback";
import { GeneratorSection } from "@/components/generator/generator-section";
import { Button } from "@/components/ui/button";
import { SITE } from "@/lib/config/site";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("home");

const FEATURES = [
  {
    icon: Sparkles,
    title: "AI-Powered",
    text: "A writing engine tuned for short bios, with an AI model on top when one is configured.",
  },
  {
    icon: Timer,
    title: "Instant Results",
    text: "Three bios in about a second, each sized for the network you post on.",
  },
  {
    icon: Wand2,
    title: "Multiple Tones",
    text: "Eight tones from professional to funny, poetic to bold, so your bio sounds like you.",
  },
];

export default function HomePage() {
  return (
    <>
      <section className="relative overflow-hidden border-b">
        <div
          aria-hidden="true"
          className="bg-brand-gradient pointer-events-none absolute inset-x-0 -top-40 mx-auto h-80 max-w-3xl rounded-full opacity-20 blur-3xl"
        />
        <div className="relative mx-auto max-w-4xl px-4 py-16 text-center sm:py-24">
          <p className="mx-auto mb-4 inline-flex items-center gap-2 rounded-full border bg-background/80 px-3 py-1 text-xs font-medium text-muted-foreground">
            <Sparkles className="size-3.5 text-primary" aria-hidden="true" />
            For creators, small businesses, students and teams
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            Your bio, written in <span className="text-brand-gradient">seconds</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground text-pretty">{SITE.description}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="gradient">
              <a href="#generator">Generate My Bio</a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#about">Learn More</a>
            </Button>
          </div>
        </div>
      </section>

      <section id="generator" aria-labelledby="generator-title" className="scroll-mt-16 border-b">
        <Suspense fallback={<GeneratorFallback />}>
          <GeneratorSection templatesAvailable={false} shareEnabled={false} />
        </Suspense>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="features-title" className="sr-only">
          Features
        </h2>
        <ul className="grid gap-6 sm:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border bg-card p-6 shadow-sm">
              <span className="mb-4 flex size-10 items-center justify-center rounded-xl bg-accent text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="about" aria-labelledby="about-title" className="scroll-mt-20 border-t bg-muted/40">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:grid-cols-2 md:items-center">
          <div>
            <h2 id="about-title" className="text-3xl font-bold tracking-tight">
              About {SITE.name}
            </h2>
            <p className="mt-4 text-muted-foreground">
              Your bio is the first thing people read, and Instagram gives you just {SITE.bioLimit} characters for it.
              {` ${SITE.name}`} turns a few words about you into three bios that fit that limit, in the tone you choose:
              a line-broken layout, a one-liner and a tagline with a call to action.
            </p>
            <p className="mt-4 text-muted-foreground">
              Every bio is counted the way the network counts it, emoji included, so what you paste is never cut off.
            </p>
          </div>
          <dl className="grid grid-cols-3 gap-4 text-center">
            {[
              { n: `${SITE.bioLimit}`, l: "characters on Instagram" },
              { n: "8", l: "tones to choose from" },
              { n: "3", l: "bios every time" },
            ].map((s) => (
              <div key={s.l} className="flex flex-col rounded-2xl border bg-card p-4 shadow-sm">
                <dt className="text-xs text-muted-foreground">{s.l}</dt>
                <dd className="order-first text-3xl font-bold text-primary">{s.n}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
