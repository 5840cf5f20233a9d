import { highlightSegments } from "@/lib/compliance/highlight";

/** The bio as typed, with the words a rule flags marked (and named "flagged" for screen readers). */
export function HighlightedBio({ bio, flagged }: { bio: string; flagged: readonly string[] }) {
  return (
    <p className="rounded-lg bg-muted/60 p-3 text-sm leading-relaxed break-words whitespace-pre-line">
      {highlightSegments(bio, flagged).map((segment, i) =>
        segment.flagged ? (
          <mark
            key={i}
            aria-label={`flagged: ${segment.text}`}
            className="rounded bg-destructive/15 px-0.5 text-foreground underline decoration-destructive underline-offset-4"
          >
            {segment.text}
          </mark>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
