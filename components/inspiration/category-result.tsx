import Link from "next/link";
import { toolCardClassName } from "@/components/tool-frame/tool-layout";
import { SparklesIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { href } from "@/lib/config/paths";
import type { InspirationCategory } from "@/lib/inspiration/categories";
import type { InspirationExamples } from "@/lib/inspiration/examples";

/** What the wheel landed on: prompts that open the generator, and example bios. */
export function CategoryResult({
  category,
  examples,
}: {
  category: InspirationCategory;
  examples: InspirationExamples | undefined;
}) {
  return (
    <div className="flex flex-col gap-4" data-testid="inspiration-result">
      <section aria-labelledby="prompts-title" className={toolCardClassName}>
        <h3 id="prompts-title" className="flex items-center gap-2 text-lg font-semibold">
          <span aria-hidden="true">{category.emoji}</span>
          {category.label}: prompts
        </h3>
        <ol className="flex flex-col gap-3">
          {category.prompts.map((p) => (
            <li key={p.text} className="flex flex-col gap-2 rounded-lg border p-3">
              <p className="text-sm font-medium">{p.text}</p>
              <p className="text-sm text-muted-foreground">For example: “{p.description}”</p>
              <Button asChild variant="outline" className="min-h-11 self-start">
                <Link href={href("generator", { description: p.description, tone: category.tone })}>
                  <SparklesIcon aria-hidden="true" />
                  Use in generator
                </Link>
              </Button>
            </li>
          ))}
        </ol>
      </section>
      {examples && (
        <section aria-labelledby="examples-title" className={toolCardClassName}>
          <h3 id="examples-title" className="text-lg font-semibold">
            Example bios
          </h3>
          <ul className="flex flex-col gap-3">
            {examples.templates.map((t) => (
              <li key={t.id} className="flex flex-col gap-1 rounded-lg bg-muted/60 p-3">
                <p className="text-xs font-medium text-muted-foreground">Template: {t.name}</p>
                <p className="text-sm break-words whitespace-pre-line">{t.bio}</p>
              </li>
            ))}
            {examples.composed && (
              <li className="flex flex-col gap-1 rounded-lg bg-muted/60 p-3">
                <p className="text-xs font-medium text-muted-foreground">
                  Written by our bio engine from the first prompt
                </p>
                <p className="text-sm break-words whitespace-pre-line">{examples.composed}</p>
              </li>
            )}
          </ul>
          <Button asChild variant="link" className="min-h-11 self-start px-0">
            <Link href={href("templates")}>Browse all templates</Link>
          </Button>
        </section>
      )}
    </div>
  );
}
