import type { CharacterAnimation } from "@/lib/content/tour";
import { cn } from "@/lib/utils";

const MOTION: Record<CharacterAnimation, string> = {
  wave: "motion-safe:animate-pulse",
  point: "",
  think: "motion-safe:animate-pulse",
  bounce: "motion-safe:animate-bounce",
  celebrate: "motion-safe:animate-bounce",
};

/** Bea, the tour's guide: a drawn bee avatar with a speech bubble; still when reduced motion is asked for. */
export function GuideCharacter({ animation, message }: { animation: CharacterAnimation; message: string }) {
  return (
    <div className="flex items-end gap-3" data-testid="guide-character">
      <span
        aria-hidden="true"
        className={cn(
          "bg-brand-gradient flex size-12 shrink-0 items-center justify-center rounded-full shadow-md",
          MOTION[animation],
        )}
      >
        <svg viewBox="0 0 48 48" className="size-9" role="presentation">
          <circle cx="24" cy="26" r="15" fill="#fde68a" />
          <path d="M12 22h24M11 29h26" stroke="#1f1235" strokeWidth="3" strokeLinecap="round" />
          <circle cx="19" cy="25" r="2" fill="#1f1235" />
          <circle cx="29" cy="25" r="2" fill="#1f1235" />
          <path d="M19 32q5 4 10 0" stroke="#1f1235" strokeWidth="2" fill="none" strokeLinecap="round" />
          <path d="M18 12q-3-6-7-5M30 12q3-6 7-5" stroke="#1f1235" strokeWidth="2" fill="none" strokeLinecap="round" />
          <ellipse cx="10" cy="18" rx="6" ry="4" fill="#fff" opacity=".85" />
          <ellipse cx="38" cy="18" rx="6" ry="4" fill="#fff" opacity=".85" />
        </svg>
      </span>
      <p className="relative rounded-2xl rounded-bl-sm bg-accent px-3 py-2 text-sm font-medium text-accent-foreground">
        <span className="sr-only">Bea says: </span>
        {message}
      </p>
    </div>
  );
}
