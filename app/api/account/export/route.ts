import { exportAccount } from "@/lib/export/export-account";
import { withAuth } from "@/lib/http/handler";
import { enforceRateLimit } from "@/lib/http/rate-limit";

const LIMIT = { name: "account-export", max: 10, windowMs: 60 * 60 * 1000 };

// GET /api/account/export – a ZIP of everything held about the signed-in user (never anyone else)
export const GET = withAuth(async (_req, { viewer }) => {
  await enforceRateLimit(
    LIMIT,
    viewer.id,
    "You've downloaded your data several times in the last hour. Please try again later.",
  );
  const { filename, bytes } = await exportAccount(viewer.id);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "no-store, private",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
