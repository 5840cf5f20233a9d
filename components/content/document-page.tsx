import { PageHeader } from "@/components/layout/page-header";
import type { LegalDocument } from "@/lib/content/legal";

// Renders a plain-text company document (terms, privacy, about, jobs) with a
// table of contents. Content lives in lib/content/legal.ts.
export function DocumentPage({ doc, path }: { doc: LegalDocument; path: string }) {
  const updated = new Date(doc.updated).toLocaleDateString("en-IN", { dateStyle: "long", timeZone: "UTC" });
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageHeader path={path} title={doc.title} description={doc.description}>
        <p className="text-sm text-muted-foreground">Last updated {updated}</p>
      </PageHeader>
      <p className="text-lg leading-relaxed text-pretty">{doc.intro}</p>
      {doc.sections.length > 3 && (
        <nav aria-label="On this page" className="my-8 rounded-xl border bg-muted/40 p-5">
          <h2 className="mb-3 text-sm font-semibold">On this page</h2>
          <ol className="grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-muted-foreground hover:text-foreground">
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="mt-8 space-y-10">
        {doc.sections.map((section) => (
          <section key={section.id} id={section.id} className="scroll-mt-24 space-y-3">
            <h2 className="text-xl font-semibold tracking-tight">{section.heading}</h2>
            {section.paragraphs.map((p, i) => (
              <p key={i} className="leading-relaxed text-muted-foreground">
                {p}
              </p>
            ))}
            {section.list && (
              <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
                {section.list.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
