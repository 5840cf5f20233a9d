import { EyeIcon, GaugeIcon, HashIcon, PenLineIcon, SparklesIcon, type LucideIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: PenLineIcon,
    title: "Three bios every time",
    text: "A line-broken layout, a one-liner and a tagline, each within your platform's limit.",
  },
  { icon: GaugeIcon, title: "Creativity meter", text: "A score out of 100 with what lifts it and what to try next." },
  {
    icon: EyeIcon,
    title: "Social preview",
    text: "See your bio on Instagram, X, LinkedIn and TikTok before you paste it.",
  },
  { icon: HashIcon, title: "Emojis & hashtags", text: "Suggestions that match your tone and what you wrote about." },
];

/** Before any result, what is coming, with a demo of the creativity meter. */
export function GeneratorFeaturesPreview({ onDemo }: { onDemo: () => void }) {
  return (
    <section
      aria-labelledby="generator-features-title"
      data-testid="features-preview"
      className="flex flex-col gap-5 rounded-xl border border-dashed bg-card/60 p-5 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h3 id="generator-features-title" className="flex items-center gap-2 text-lg font-semibold">
          <SparklesIcon aria-hidden="true" className="size-5 text-primary" />
          What you&apos;ll get
        </h3>
        <p className="text-sm text-muted-foreground">Your bios appear here, with tools to polish them.</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-lg bg-muted/50 p-3">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-primary"
            >
              <Icon className="size-4" />
            </span>
            <span className="flex flex-col gap-0.5">
              <span className="text-sm font-medium">{title}</span>
              <span className="text-sm text-muted-foreground">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      <Button variant="outline" onClick={onDemo} className="self-start">
        <GaugeIcon aria-hidden="true" />
        Try Creativity Meter Demo
      </Button>
    </section>
  );
}
