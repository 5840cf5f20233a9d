import { Star as StarIcon } from "@/components/ui/icons";

import { Badge } from "@/components/ui/badge";
import { samplePreview } from "@/lib/templates/preview";
import type { TemplateDto } from "@/lib/templates/types";
import { cn } from "@/lib/utils";

const toneLabel = (tone: string) => tone.charAt(0).toUpperCase() + tone.slice(1);

/** The Premium badge: a star and the word. */
export function PremiumBadge({ className }: { className?: string }) {
  return (
    <Badge variant="gradient" className={className}>
      <StarIcon aria-hidden="true" className="fill-current" />
      Premium
    </Badge>
  );
}

/**
 * A template card's content: name, Premium badge, tone badge (highlighted when it is
 * the tone chosen in the generator), description, the preview with sample values, tags.
 * Shared by the picker (a client component) and the gallery (server-rendered).
 */
export function TemplateCardBody({
  template,
  selectedTone,
  headingLevel = 3,
  titleId,
}: {
  template: Pick<TemplateDto, "name" | "description" | "isPremium" | "tone" | "tags" | "template">;
  selectedTone?: string;
  headingLevel?: 2 | 3 | 4;
  /** Lets the surrounding card be labelled by the template's name. */
  titleId?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  const toneMatches = !!selectedTone && selectedTone === template.tone;
  return (
    <div className="flex flex-1 flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={titleId} className="min-w-0 text-base leading-snug font-semibold break-words">
          {template.name}
        </Heading>
        <div className="flex flex-wrap items-center gap-1.5">
          {template.isPremium && <PremiumBadge />}
          <Badge
            variant={toneMatches ? "default" : "outline"}
            data-selected-tone={toneMatches || undefined}
            aria-label={toneMatches ? `Tone: ${toneLabel(template.tone)} (your selected tone)` : undefined}
          >
            {toneLabel(template.tone)}
          </Badge>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{template.description}</p>
      <p
        data-testid="template-preview"
        className="rounded-lg border bg-muted/50 p-3 text-sm leading-relaxed break-words whitespace-pre-line"
      >
        {samplePreview(template.template)}
      </p>
      {template.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {template.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className={cn("font-normal")}>
                #{tag}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
