import "server-only";
import { checkBio } from "@/lib/bio/validate-bio";
import { ROUTES, type RouteEntry } from "@/lib/config/routes";
import { createGeneration, setGenerationFavorite } from "@/lib/db/generations";
import { AppError } from "@/lib/http/errors";
import { SAVE_TOOL_MESSAGE, type SaveToolBioInput } from "./saved-bio.schema";

// A bio from a tool's results joins the user's saved bios (the same history the generator
// fills), marked as a favourite: saving is a choice, unlike the generator's automatic history.

function liveTool(id: string): RouteEntry | undefined {
  return (ROUTES as readonly RouteEntry[]).find((route) => route.id === id && route.tool && route.live);
}

export async function saveToolBio({ userId, input }: { userId: string; input: SaveToolBioInput }) {
  const tool = liveTool(input.tool);
  if (!tool) throw new AppError("BAD_REQUEST", SAVE_TOOL_MESSAGE);
  const check = checkBio(input.bio, input.platform, { allowContact: true });
  if (!check.ok) throw new AppError("BAD_REQUEST", `That bio can't be saved for ${input.platform}: ${check.reason}.`);

  const saved = await createGeneration({
    userId,
    description: input.note ? `${tool.label}: ${input.note}` : tool.label,
    tone: tool.label,
    platform: input.platform,
    variations: [input.bio],
    engine: "composer",
  });
  await setGenerationFavorite({ id: saved.id, userId, favorite: true });
  return { id: saved.id };
}
