import { withAuth } from "@/lib/http/handler";
import { parseJson, parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { updateWorkflowSchema, WORKFLOW_MESSAGES, workflowIdSchema } from "@/lib/workflows/workflow.schema";
import { editWorkflow, myWorkflow, removeWorkflow } from "@/lib/workflows/workflow-service";

export const dynamic = "force-dynamic";

// GET /api/workflows/{id} – one of the user's workflows; 404 for anyone else's
export const GET = withAuth(async (_req, { params, viewer }) => {
  const { id } = await parseParamOr404(workflowIdSchema, params, WORKFLOW_MESSAGES.notFound);
  return json({ workflow: await myWorkflow(viewer.id, id) });
});

// PATCH /api/workflows/{id} – tick steps (the full list of ticked step ids) or rename
export const PATCH = withAuth(async (req, { params, viewer }) => {
  const { id } = await parseParamOr404(workflowIdSchema, params, WORKFLOW_MESSAGES.notFound);
  const input = await parseJson(req, updateWorkflowSchema, { maxBytes: 8 * 1024 });
  return json({ workflow: await editWorkflow(viewer.id, id, input) });
});

// DELETE /api/workflows/{id} – delete one of the user's workflows (its share link stops working)
export const DELETE = withAuth(async (_req, { params, viewer }) => {
  const { id } = await parseParamOr404(workflowIdSchema, params, WORKFLOW_MESSAGES.notFound);
  await removeWorkflow(viewer.id, id);
  return new Response(null, { status: 204 });
});
