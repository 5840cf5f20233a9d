import { z } from "zod";
import { WORKFLOW_TEMPLATE_IDS } from "./templates";

// Inputs of the workflow API. Step ids are checked against the workflow's template in the service.

export const MAX_WORKFLOWS = 20;
export const MAX_WORKFLOW_TITLE = 80;

export const WORKFLOW_MESSAGES = {
  notFound: "That workflow was not found.",
  template: "Please choose one of the workflow templates.",
  title: "Please give the workflow a title.",
  titleLong: `Workflow titles can be ${MAX_WORKFLOW_TITLE} characters at most.`,
  steps: "Please send the steps to tick as a list of step ids.",
  unknownStep: "That step is not part of this workflow.",
  tooMany: `You can keep up to ${MAX_WORKFLOWS} workflows. Delete one to add another.`,
  shareNotFound: "That shared workflow was not found.",
} as const;

const CONTROL_CHARS = /\p{Cc}/gu;

export const createWorkflowSchema = z.object({
  templateId: z.enum(WORKFLOW_TEMPLATE_IDS, WORKFLOW_MESSAGES.template),
});

export const updateWorkflowSchema = z
  .object({
    title: z
      .string(WORKFLOW_MESSAGES.title)
      .transform((s) => s.replace(CONTROL_CHARS, " ").trim())
      .refine((s) => s !== "", WORKFLOW_MESSAGES.title)
      .refine((s) => s.length <= MAX_WORKFLOW_TITLE, WORKFLOW_MESSAGES.titleLong)
      .optional(),
    done: z
      .array(z.string(WORKFLOW_MESSAGES.steps).max(40, WORKFLOW_MESSAGES.unknownStep), WORKFLOW_MESSAGES.steps)
      .max(50, WORKFLOW_MESSAGES.steps)
      .optional(),
  })
  .refine((v) => v.title !== undefined || v.done !== undefined, WORKFLOW_MESSAGES.steps);
export type UpdateWorkflowInput = z.infer<typeof updateWorkflowSchema>;

export const workflowIdSchema = z.object({ id: z.string().regex(/^[a-z0-9]{10,40}$/) });
export const WORKFLOW_SHARE_ID = /^[A-Za-z0-9_-]{16}$/;
export const workflowShareIdSchema = z.object({ shareId: z.string().regex(WORKFLOW_SHARE_ID) });
