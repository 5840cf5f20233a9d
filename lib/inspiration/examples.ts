import { composeBios } from "@/lib/bio/compose";
import type { TemplateSeed } from "@/lib/templates/types";
import { samplePreview } from "@/lib/templates/preview";
import type { InspirationCategory } from "./categories";

// Example bios for a wheel category: free templates of its catalogue categories with their
// sample values filled in, and one bio the built-in composer writes from its first prompt.

export interface InspirationExamples {
  templates: { id: string; name: string; bio: string }[];
  composed: string;
}

const PER_CATEGORY = 3;

export function examplesFor(category: InspirationCategory, catalogue: readonly TemplateSeed[]): InspirationExamples {
  const templates = catalogue
    .filter((t) => !t.isPremium && (category.templateCategories as readonly string[]).includes(t.category))
    .slice(0, PER_CATEGORY)
    .map((t) => ({ id: t.id, name: t.name, bio: samplePreview(t.template) }));
  const prompt = category.prompts[0];
  const composed = prompt
    ? composeBios({ description: prompt.description, tone: category.tone, platform: "instagram", seed: 1 })
        .variations[0]
    : "";
  return { templates, composed };
}
