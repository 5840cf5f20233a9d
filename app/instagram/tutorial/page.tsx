import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { TutorialTips } from "@/components/tutorial/tutorial-tips";
import { Button } from "@/components/ui/button";
import { getRoute } from "@/lib/config/routes";
import { tutorialSteps } from "@/lib/content/tutorial";
import { faqCategories } from "@/lib/content/faq";
import { pageMetadata } from "@/lib/seo/metadata";
import { href } from "@/lib/config/paths";

export const metadata = pageMetadata("tutorial");

/** The tutorial as a readable guide (the same steps as the dialog); also the FAQ's documentation. */
export default function TutorialPage() {
  const steps = tutorialSteps();
  const contact = getRoute("contact-section");
  const questions = faqCategories().reduce((n, c) => n + c.entries.length, 0);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-12" data-page-variants="User Guide,Getting Started">
      <PageHeader
        path={href("tutorial")}
        title="Tutorial"
        description={`A guide to every part of the app in ${steps.length} short steps. Read it here, or open the interactive tutorial from the home page.`}
      />
      <nav aria-label="Steps" className="mb-10 rounded-2xl border bg-card p-5">
        <h2 className="mb-3 text-sm font-semibold">In this guide</h2>
        <ol className="grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {steps.map((step) => (
            <li key={step.id}>
              <a
                href={`#${step.id}`}
                className="inline-flex min-h-11 items-center text-primary pointer-fine:min-h-9 underline-offset-4 hover:underline"
              >
                {step.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="grid gap-10">
        {steps.map((step, i) => (
          <li key={step.id}>
            <article id={step.id} aria-labelledby={`${step.id}-title`} className="scroll-mt-20">
              <p className="text-sm font-medium text-muted-foreground">
                Step {i + 1} of {steps.length}
              </p>
              <h2 id={`${step.id}-title`} className="mt-1 text-2xl font-bold tracking-tight">
                {step.title}
              </h2>
              <p className="mt-3 text-muted-foreground">{step.description}</p>
              <TutorialTips tips={step.tips} className="mt-4" />
              {step.route && (
                <Button asChild variant="outline" className="mt-4">
                  <Link href={step.route}>
                    {step.actionLabel}
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              )}
            </article>
          </li>
        ))}
      </ol>
      <section aria-labelledby="more-help" className="mt-12 rounded-2xl border bg-card p-6">
        <h2 id="more-help" className="text-lg font-semibold">
          Still have a question?
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          The FAQ on the home page answers {questions} common questions, and you can always write to us.
        </p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link href={`${href("home")}#faq`}>Read the FAQ</Link>
          </Button>
          {contact.live && (
            <Button asChild variant="outline">
              <Link href={contact.path}>Contact Support</Link>
            </Button>
          )}
        </div>
      </section>
    </div>
  );
}
