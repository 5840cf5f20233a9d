import "server-only";
import {
  countWorkflows,
  createWorkflow,
  deleteWorkflow,
  getSharedWorkflow,
  getWorkflow,
  listWorkflows,
  newWorkflowShareId,
  updateWorkflow,
  type WorkflowRow,
} from "@/lib/db/workflows";
import { AppError } from "@/lib/http/errors";
import { MAX_WORKFLOWS, WORKFLOW_MESSAGES, WORKFLOW_SHARE_ID, type UpdateWorkflowInput } from "./workflow.schema";
import { parseDoneSteps, stepViews, toWorkflowView, type WorkflowView } from "./workflow-view";
import { workflowTemplateById } from "./templates";

// Copy a template, tick its steps, share it read-only. Every call names its owner; another
// user's workflow is "not found".

const notFound = () => new AppError("NOT_FOUND", WORKFLOW_MESSAGES.notFound);

function view(row: WorkflowRow | null): WorkflowView {
  const out = row ? toWorkflowView(row) : null;
  if (!out) throw notFound();
  return out;
}

export async function myWorkflows(userId: string): Promise<WorkflowView[]> {
  return (await listWorkflows({ userId })).map(toWorkflowView).filter((w): w is WorkflowView => w !== null);
}

export async function copyWorkflow(userId: string, templateId: string): Promise<WorkflowView> {
  const template = workflowTemplateById(templateId);
  if (!template) throw new AppError("BAD_REQUEST", WORKFLOW_MESSAGES.template);
  if ((await countWorkflows({ userId })) >= MAX_WORKFLOWS) throw new AppError("CONFLICT", WORKFLOW_MESSAGES.tooMany);
  return view(await createWorkflow({ userId, templateId, title: template.name }));
}

export async function myWorkflow(userId: string, id: string): Promise<WorkflowView> {
  return view(await getWorkflow({ id, userId }));
}

export async function editWorkflow(userId: string, id: string, input: UpdateWorkflowInput): Promise<WorkflowView> {
  const current = await getWorkflow({ id, userId });
  const template = current ? workflowTemplateById(current.templateId) : undefined;
  if (!current || !template) throw notFound();
  let doneSteps: string | undefined;
  if (input.done) {
    const known = new Set(template.steps.map((s) => s.id));
    if (input.done.some((stepId) => !known.has(stepId)))
      throw new AppError("BAD_REQUEST", WORKFLOW_MESSAGES.unknownStep);
    // Stored in the template's order, each id once.
    doneSteps = JSON.stringify(template.steps.map((s) => s.id).filter((stepId) => input.done?.includes(stepId)));
  }
  return view(await updateWorkflow({ id, userId, doneSteps, title: input.title }));
}

export async function removeWorkflow(userId: string, id: string): Promise<void> {
  if (!(await deleteWorkflow({ id, userId }))) throw notFound();
}

/** Turns sharing on (keeping an existing link) and returns the workflow with its share id. */
export async function shareWorkflow(userId: string, id: string): Promise<WorkflowView> {
  const current = view(await getWorkflow({ id, userId }));
  if (current.shareId) return current;
  return view(await updateWorkflow({ id, userId, shareId: newWorkflowShareId() }));
}

/** Turns sharing off: the old link answers 404 from now on. */
export async function unshareWorkflow(userId: string, id: string): Promise<WorkflowView> {
  return view(await updateWorkflow({ id, userId, shareId: null }));
}

export interface SharedWorkflowView {
  title: string;
  templateName: string;
  emoji: string;
  steps: ReturnType<typeof stepViews>;
  doneCount: number;
  updatedAt: Date;
}

/** The read-only view a share link shows, or null for an unknown or withdrawn link. */
export async function sharedWorkflow(shareId: string): Promise<SharedWorkflowView | null> {
  if (!WORKFLOW_SHARE_ID.test(shareId)) return null;
  const row = await getSharedWorkflow({ shareId });
  const template = row ? workflowTemplateById(row.templateId) : undefined;
  if (!row || !template) return null;
  const steps = stepViews(template, parseDoneSteps(row.doneSteps));
  return {
    title: row.title,
    templateName: template.name,
    emoji: template.emoji,
    steps,
    doneCount: steps.filter((s) => s.done).length,
    updatedAt: row.updatedAt,
  };
}
