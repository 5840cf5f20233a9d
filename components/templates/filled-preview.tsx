import { placeholderLabel } from "@/lib/templates/placeholders";
import { cn } from "@/lib/utils";

const TOKEN = /(\{\{\s*[a-zA-Z0-9_]+\s*\}\}|\[[a-zA-Z][a-zA-Z0-9_]*\])/g;
const NAME = /[a-zA-Z0-9_]+/;

/**
 * A filled template with what is still unfilled highlighted: `{{name}}` (bio picker, kept as is)
 * or `[name]` (business picker). Screen readers hear "unfilled: City" for each.
 */
export function FilledPreview({ text, className, id }: { text: string; className?: string; id?: string }) {
  const parts = text.split(TOKEN);
  return (
    <p
      id={id}
      data-testid="filled-preview"
      className={cn("text-sm leading-relaxed break-words whitespace-pre-line", className)}
    >
      {parts.map((part, i) => {
        if (i % 2 === 0) return part;
        const name = part.match(NAME)?.[0] ?? part;
        return (
          <mark
            key={i}
            data-unfilled={name}
            className="rounded bg-warning/15 px-0.5 text-warning ring-1 ring-warning/30 ring-inset"
          >
            <span className="sr-only">unfilled {placeholderLabel(name)}: </span>
            {part}
          </mark>
        );
      })}
    </p>
  );
}
