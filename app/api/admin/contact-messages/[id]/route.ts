import { z } from "zod";
import { setContactMessageRead } from "@/lib/db/contact-messages";
import { AppError } from "@/lib/http/errors";
import { withAdmin } from "@/lib/http/handler";
import { parseJson, parseParamOr404 } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { recordIdParamSchema } from "@/lib/validation/common";

const NOT_FOUND = "We couldn't find that message.";
const idSchema = recordIdParamSchema(NOT_FOUND);
const updateSchema = z.object({ read: z.boolean({ error: "read must be true or false." }) });

// PATCH /api/admin/contact-messages/{id} – mark a contact message read or unread
export const PATCH = withAdmin(async (req, { params }) => {
  const { id } = await parseParamOr404(idSchema, params, NOT_FOUND);
  const { read } = await parseJson(req, updateSchema);
  const message = await setContactMessageRead({ id, read });
  if (!message) throw new AppError("NOT_FOUND", NOT_FOUND);
  return json(message);
});
