import "server-only";
import { collectAccountData } from "@/lib/db/account";
import { AppError } from "@/lib/http/errors";
import { buildExportZip } from "./build-export";

/** The ZIP of everything held about one user, and the file name it downloads as. */
export async function exportAccount(userId: string, now = new Date()) {
  const data = await collectAccountData({ userId });
  if (!data) throw new AppError("NOT_FOUND", "This account no longer exists.");
  const stamp = now.toISOString().slice(0, 10);
  return { filename: `biostudio-data-${stamp}.zip`, bytes: buildExportZip(data, now) };
}
