import { withAuth } from "@/lib/http/handler";
import { parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { WORKFLOW_MESSAGES, workflowIdSchema } from "@/lib/workflows/workflow.schema";
import { shareWorkflow, unshareWorkflow } from "@/lib/workflows/workflow-service";

export const dynamic = "force-dynamic";

// POST /api/workflows/{id}/share – a read-only link to one of the user's workflows (the same link if it has one)
export const POST = withAuth(async (_req, { params, viewer }) => {
  const { id } = await parseParamOr404(workflowIdSchema, params, WORKFLOW_MESSAGES.notFound);
  return json({ workflow: await shareWorkflow(viewer.id, id) });
});

// DELETE /api/workflows/{id}/share – stop sharing: the link answers 404 from now on
export const DELETE = withAuth(async (_req, { params, viewer }) => {
  const { id } = await parseParamOr404(workflowIdSchema, params, WORKFLOW_MESSAGES.notFound);
  return json({ workflow: await unshareWorkflow(viewer.id, id) });
});
