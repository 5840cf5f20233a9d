import { CircleCheckIcon, CircleXIcon, LightbulbIcon } from "lucide-react";
import type { ToolAnswer } from "@/lib/tools/tool-types";
import { PLATFORM_NAMES, ResultBioCard } from "./result-bio-card";

/** A tool's answer: each group with its title, angles and bio cards. */
export function ToolResults({ answer, tool }: { answer: ToolAnswer; tool: string }) {
  return (
    <div className="flex flex-col gap-6" data-testid="tool-results" data-engine={answer.engine}>
      <p className="text-sm text-muted-foreground">
        Every bio fits {PLATFORM_NAMES[answer.platform]}.
        {answer.engine === "ai" ? " Written with AI and checked against the limit." : ""}
      </p>
      {answer.groups.map((group) => (
        <section key={group.id} aria-label={group.title} data-testid="tool-group" className="flex flex-col gap-3">
          <div>
            <h3 className="font-semibold">{group.title}</h3>
            {group.subtitle && <p className="text-sm text-muted-foreground">{group.subtitle}</p>}
          </div>
          {group.checks && group.checks.length > 0 && (
            <ul
              aria-label={`Checklist for ${group.title}`}
              data-testid="tool-checks"
              className="flex flex-col gap-2 text-sm"
            >
              {group.checks.map((check) => (
                <li key={check.id} data-ok={check.ok} className="flex gap-2">
                  {check.ok ? (
                    <CircleCheckIcon
                      aria-label="Has it"
                      className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                    />
                  ) : (
                    <CircleXIcon aria-label="Missing" className="mt-0.5 size-4 shrink-0 text-destructive" />
                  )}
                  <span className="min-w-0">
                    <span className="font-medium">{check.label}:</span> {check.detail}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {group.angles && group.angles.length > 0 && (
            <ul aria-label={`Angles for ${group.title}`} className="flex flex-col gap-1.5 text-sm">
              {group.angles.map((angle) => (
                <li key={angle} className="flex gap-2">
                  <LightbulbIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span>{angle}</span>
                </li>
              ))}
            </ul>
          )}
          <ul className="flex flex-col gap-3">
            {group.bios.map((bio, index) => (
              <ResultBioCard
                key={`${group.id}-${bio}`}
                bio={bio}
                index={index}
                platform={answer.platform}
                tool={tool}
                note={group.title}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
