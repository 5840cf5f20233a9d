import { Compass, PlayCircle, Sparkles } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { SITE } from "@/lib/config/site";
import { GuideButton } from "./guide-button";

export function HeroSection({ greeting }: { greeting?: React.ReactNode }) {
  return (
    <section id="hero" aria-labelledby="hero-title" className="relative overflow-hidden border-b">
      <div
        aria-hidden="true"
        className="bg-brand-glow pointer-events-none absolute inset-x-0 -top-56 mx-auto h-[28rem] max-w-3xl opacity-20"
      />
      <div className="relative mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
        {greeting}
        <p className="mx-auto mb-4 inline-flex items-center gap-2 rounded-full border bg-background/80 px-3 py-1 text-xs font-medium text-muted-foreground">
          <Sparkles className="size-3.5 text-primary" aria-hidden="true" />
          For creators, small businesses, students and teams
        </p>
        <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
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
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <GuideButton guide="onboarding" variant="ghost" size="sm" data-testid="replay-onboarding">
            <PlayCircle aria-hidden="true" />
            Replay Onboarding
          </GuideButton>
          <GuideButton guide="tour" variant="ghost" size="sm" data-testid="start-tour">
            <Compass aria-hidden="true" />
            Start Guided Tour
          </GuideButton>
        </div>
      </div>
    </section>
  );
}
