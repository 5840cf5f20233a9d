import Link from "next/link";
import { BookOpen, LifeBuoy } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { faqCategories, faqLink } from "@/lib/content/faq";
import { getRoute } from "@/lib/config/routes";

// Native <details>: collapsible, several open at once, keyboard-operable, no client code.

export function FaqSection() {
  const categories = faqCategories();
  const docs = getRoute("tutorial");
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 border-t">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="faq-title" className="text-3xl font-bold tracking-tight">
          Frequently asked questions
        </h2>
        <div className="mt-8 grid items-start gap-10 lg:grid-cols-2 lg:gap-x-8">
          {categories.map((category) => (
            <div key={category.id} aria-labelledby={`faq-${category.id}`} role="group">
              <h3 id={`faq-${category.id}`} className="mb-3 text-lg font-semibold">
                {category.title}
              </h3>
              <div className="divide-y rounded-xl border bg-card">
                {category.entries.map((entry) => {
                  const link = faqLink(entry);
                  return (
                    <details key={entry.id} data-testid="faq-item">
                      <summary className="faq-question px-4">{entry.question}</summary>
                      <div className="px-4 pb-4 text-sm text-muted-foreground">
                        <p>{entry.answer}</p>
                        {link && (
                          <p className="mt-2">
                            <Link
                              href={link.href}
                              className="font-medium text-primary underline-offset-4 hover:underline"
                            >
                              {link.label}
                            </Link>
                          </p>
                        )}
                      </div>
                    </details>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
        <div className="mt-10 flex flex-col gap-3 rounded-2xl border bg-muted/40 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-medium">Didn&apos;t find your answer?</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild variant="default">
              <a href="#contact">
                <LifeBuoy aria-hidden="true" />
                Contact Support
              </a>
            </Button>
            {docs.live && (
              <Button asChild variant="outline">
                <Link href={docs.path}>
                  <BookOpen aria-hidden="true" />
                  View Documentation
                </Link>
              </Button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
