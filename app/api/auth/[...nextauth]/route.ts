import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { toErrorResponse } from "@/lib/http/handler";
import { assertCleanAddress } from "@/lib/http/parse";

// Auth.js endpoints for the browser: csrf, credentials callback, session, signout.
const nextAuth = NextAuth(authOptions);

type Context = { params: Promise<{ nextauth: string[] }> };

// Auth.js has its own CSRF and error handling; only the address check of every other handler is added.
async function authJs(req: Request, ctx: Context) {
  try {
    assertCleanAddress(req, await ctx.params);
  } catch (error) {
    return toErrorResponse(error, req);
  }
  return nextAuth(req, ctx);
}

export { authJs as GET, authJs as POST };
