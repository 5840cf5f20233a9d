import { withAuth } from "@/lib/http/handler";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { presetInputSchema } from "@/lib/link-in-bio/link-in-bio.schema";
import { addPreset, listPresets } from "@/lib/link-in-bio/link-in-bio-service";

export const dynamic = "force-dynamic";

// GET /api/link-in-bio/presets – the user's saved UTM presets
export const GET = withAuth(async (_req, { viewer }) => json({ presets: await listPresets(viewer.id) }));

// POST /api/link-in-bio/presets – save a named set of UTM parameters; 409 when the name is taken
export const POST = withAuth(async (req, { viewer }) => {
  const { name, utm } = await parseJson(req, presetInputSchema, { maxBytes: 8 * 1024 });
  return json({ preset: await addPreset(viewer.id, name, utm) }, 201);
});
