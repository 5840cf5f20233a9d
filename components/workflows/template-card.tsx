import type { ReactNode } from "react";
import { toolCardClassName } from "@/components/tool-frame/tool-layout";
import type { WorkflowTemplate } from "@/lib/workflows/templates";

/** A workflow template: what it is for, its steps (folded on a phone) and an action. */
export function TemplateCard({ template, action }: { template: WorkflowTemplate; action: ReactNode }) {
  return (
    <li className={toolCardClassName} data-testid={`template-${template.id}`}>
      <h3 className="flex items-center gap-2 text-base font-semibold">
        <span aria-hidden="true" className="text-xl">
          {template.emoji}
        </span>
        {template.name}
      </h3>
      <p className="text-sm text-muted-foreground">{template.summary}</p>
      <details className="group text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium text-primary">
          See the {template.steps.length} steps
        </summary>
        <ol className="mt-1 flex list-decimal flex-col gap-1.5 pl-5">
          {template.steps.map((s) => (
            <li key={s.id}>
              <span className="font-medium">{s.title}</span>
              <span className="block text-muted-foreground">{s.detail}</span>
            </li>
          ))}
        </ol>
      </details>
      <div className="mt-auto pt-1">{action}</div>
    </li>
  );
}
