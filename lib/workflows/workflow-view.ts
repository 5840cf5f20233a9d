import { z } from "zod";
import type { WorkflowRow } from "@/lib/db/workflows";
import { workflowTemplateById, type WorkflowTemplate } from "./templates";

// A stored workflow joined with its template: each step with whether it is ticked.

export interface WorkflowStepView {
  id: string;
  title: string;
  detail: string;
  done: boolean;
}

export interface WorkflowView {
  id: string;
  templateId: string;
  templateName: string;
  emoji: string;
  title: string;
  steps: WorkflowStepView[];
  doneCount: number;
  shareId: string | null;
  createdAt: string;
  updatedAt: string;
}

const ids = z.array(z.string());

/** The ticked step ids as stored; a column that does not parse counts as nothing ticked. */
export function parseDoneSteps(json: string): string[] {
  try {
    const parsed = ids.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function stepViews(template: WorkflowTemplate, done: readonly string[]): WorkflowStepView[] {
  const ticked = new Set(done);
  return template.steps.map((s) => ({ ...s, done: ticked.has(s.id) }));
}

export function toWorkflowView(row: WorkflowRow): WorkflowView | null {
  const template = workflowTemplateById(row.templateId);
  if (!template) return null;
  const steps = stepViews(template, parseDoneSteps(row.doneSteps));
  return {
    id: row.id,
    templateId: template.id,
    templateName: template.name,
    emoji: template.emoji,
    title: row.title,
    steps,
    doneCount: steps.filter((s) => s.done).length,
    shareId: row.shareId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
