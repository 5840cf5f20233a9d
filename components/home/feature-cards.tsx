import Link from "next/link";
import { ArrowRight } from "@/components/ui/icons";
import { NavIcon } from "@/components/layout/nav-icon";
import { toolRoutes } from "@/lib/config/routes";

/** Cards for the tools that exist (the registry's live tools); nothing when none is live. */
export function FeatureCards() {
  const tools = toolRoutes();
  if (tools.length === 0) return null;
  return (
    <section id="tools" aria-labelledby="tools-title" className="scroll-mt-20 border-t">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="tools-title" className="text-3xl font-bold tracking-tight">
          More tools for your profile
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tools.map((tool) => (
            <li key={tool.id}>
              <Link
                href={tool.path}
                data-track-event="feature_used"
                data-track-feature={tool.id}
                data-track-label={tool.label}
                className="group flex h-full flex-col gap-2 rounded-2xl border bg-card p-5 shadow-sm transition-colors hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="flex size-10 items-center justify-center rounded-xl bg-accent text-primary">
                  <NavIcon name={tool.icon} className="size-5" />
                </span>
                <span className="font-semibold">{tool.label}</span>
                <span className="text-sm text-muted-foreground">{tool.description}</span>
                <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-primary">
                  Open
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
