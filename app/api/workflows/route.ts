import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { json } from "@/lib/http/respond";
import { createWorkflowSchema } from "@/lib/workflows/workflow.schema";
import { copyWorkflow, myWorkflows } from "@/lib/workflows/workflow-service";

export const dynamic = "force-dynamic";

const PER_USER = { name: "workflow-create", max: 60, windowMs: 60 * 60 * 1000 };

// GET /api/workflows – the signed-in user's workflows, newest first
export const GET = withAuth(async (_req, { viewer }) => json({ workflows: await myWorkflows(viewer.id) }));

// POST /api/workflows – copy a workflow template into the user's workflows
export const POST = withAuth(async (req, { viewer }) => {
  await enforceRateLimit(PER_USER, viewer.id, "You copied many workflows in a short time. Please wait a little.");
  const { templateId } = await parseJson(req, createWorkflowSchema, { maxBytes: 4 * 1024 });
  return json({ workflow: await copyWorkflow(viewer.id, templateId) }, 201);
});
