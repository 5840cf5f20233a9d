import { planFor } from "@/lib/config/plans";
import { getTemplate, recordTemplateUse } from "@/lib/db/templates";
import { recordActivity } from "@/lib/gamification/events";
import { AppError } from "@/lib/http/errors";
import { withAuth } from "@/lib/http/handler";
import { parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { enforceUserLimit } from "@/lib/http/user-limits";
import { PREMIUM_TEMPLATE_MESSAGE, TEMPLATE_NOT_FOUND_MESSAGE, templateIdSchema } from "../../templates.schema";

export const dynamic = "force-dynamic";

// POST /api/templates/{id}/use – record that the signed-in user applied a template (premium ones need a premium plan)
export const POST = withAuth(async (_req, { params, viewer }) => {
  await enforceUserLimit("templateUse", viewer.id);
  const { id } = await parseParamOr404(templateIdSchema, params, TEMPLATE_NOT_FOUND_MESSAGE);
  const template = await getTemplate({ id });
  if (!template) throw new AppError("NOT_FOUND", TEMPLATE_NOT_FOUND_MESSAGE);
  if (template.isPremium && !planFor(viewer.subscriptionStatus).premiumTemplates) {
    throw new AppError("FORBIDDEN", PREMIUM_TEMPLATE_MESSAGE);
  }
  await recordTemplateUse({ userId: viewer.id, templateId: template.id, isPremium: template.isPremium });
  const gamification = await recordActivity(viewer.id, {
    kind: "template_used",
    templateId: template.id,
    isPremium: template.isPremium,
  }).catch(() => null);
  return json({ templateId: template.id, isPremium: template.isPremium, gamification }, 201);
});
