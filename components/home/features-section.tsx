import { Sparkles, Timer, Wand2 } from "@/components/ui/icons";

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

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
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
  );
}
