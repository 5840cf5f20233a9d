import { CATEGORIES } from "@/lib/inspiration/categories";
import { SEGMENT } from "@/lib/inspiration/spin";

// The wheel itself: eight coloured segments with their emoji, turned by a CSS transform. It is
// decoration for sighted users; the result is announced in words beside it.

const HUES = [295, 25, 150, 215, 60, 340, 110, 255];
const GRADIENT = `conic-gradient(${HUES.map(
  (hue, i) => `oklch(0.83 0.1 ${hue}) ${i * SEGMENT}deg ${(i + 1) * SEGMENT}deg`,
).join(", ")})`;

export function WheelFace({
  rotation,
  spinning,
  onSettled,
}: {
  rotation: number;
  spinning: boolean;
  onSettled: () => void;
}) {
  return (
    <div aria-hidden="true" className="relative mx-auto size-64 sm:size-80">
      <div
        className="absolute -top-1 left-1/2 z-10 size-0 -translate-x-1/2 border-x-[12px] border-t-[20px] border-x-transparent border-t-foreground"
        data-testid="wheel-pointer"
      />
      <div
        data-testid="wheel"
        data-rotation={rotation}
        onTransitionEnd={onSettled}
        className="relative size-full rounded-full border-4 border-card shadow-lg ring-1 ring-border transition-transform duration-[3200ms] ease-[cubic-bezier(0.15,0.7,0.15,1)] motion-reduce:transition-none"
        style={{ background: GRADIENT, transform: `rotate(${rotation}deg)` }}
      >
        {CATEGORIES.map((c, i) => (
          <span
            key={c.id}
            className="absolute top-1/2 left-1/2 -mt-4 -ml-4 flex size-8 items-center justify-center text-2xl"
            style={{ transform: `rotate(${(i + 0.5) * SEGMENT}deg) translateY(-6.5rem)` }}
          >
            {c.emoji}
          </span>
        ))}
        <span
          className={`absolute top-1/2 left-1/2 size-14 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-card bg-brand-gradient ${spinning ? "" : "shadow-md"}`}
        />
      </div>
    </div>
  );
}
