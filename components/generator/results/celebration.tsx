import { PartyPopperIcon, SparklesIcon } from "lucide-react";

// Shown for CELEBRATION_MS (2 s) before the bios fade in. Pure CSS, so reduced motion
// simply shows it still.

const SPARKS = [
  "top-3 left-[12%] size-3 [animation-delay:0ms]",
  "top-8 right-[14%] size-4 [animation-delay:150ms]",
  "bottom-6 left-[22%] size-3.5 [animation-delay:300ms]",
  "bottom-4 right-[26%] size-3 [animation-delay:450ms]",
  "top-1/2 left-[6%] size-2.5 [animation-delay:600ms]",
  "top-1/3 right-[6%] size-3 [animation-delay:750ms]",
];

export function Celebration({ count }: { count: number }) {
  return (
    <div
      data-testid="celebration"
      className="relative flex animate-zoom-in flex-col items-center gap-3 overflow-hidden rounded-xl border bg-card px-6 py-10 text-center text-card-foreground shadow-sm"
    >
      <div aria-hidden="true" className="bg-brand-gradient pointer-events-none absolute inset-0 opacity-10" />
      {SPARKS.map((spark) => (
        <SparklesIcon
          key={spark}
          aria-hidden="true"
          className={`absolute animate-ping text-primary [animation-duration:1.6s] ${spark}`}
        />
      ))}
      <span
        aria-hidden="true"
        className="relative flex size-16 items-center justify-center rounded-full bg-brand-gradient text-brand-foreground shadow-lg"
      >
        <PartyPopperIcon className="size-8" />
      </span>
      <p role="status" className="relative text-xl font-bold">
        <span className="text-brand-gradient">Your bios are ready!</span>
      </p>
      <p className="relative text-sm text-muted-foreground">
        {count === 1 ? "A fresh bio, written for you." : `${count} fresh bios, written for you.`}
      </p>
    </div>
  );
}
