import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { createAuthSession, revokeSession, SESSION_MAX_AGE_SECONDS } from "@/lib/db/auth-sessions";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/http/client-ip";
import { AppError } from "@/lib/http/errors";
import { loginSchema } from "./auth.schema";
import { safePath } from "./safe-path";
import { authSecret } from "./secret";
import { checkCredentials } from "./sign-in";
import { href } from "@/lib/config/paths";

const secure = env.NODE_ENV === "production";
const cookieOptions = { httpOnly: true, sameSite: "lax" as const, path: "/", secure };

/**
 * Auth.js (next-auth 4): credentials sign-in, a signed JWT cookie that carries
 * an AuthSession id. Every request checks that row (lib/auth/viewer.ts), so a
 * session ends for real on logout, password reset or disable.
 */
export const authOptions: NextAuthOptions = {
  secret: authSecret,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: href("login"), error: href("login") },
  useSecureCookies: secure,
  logger: {
    // The origin comes from each request (APP_URL is ours, not NEXTAUTH_URL); the warning is noise.
    warn: (code) => code !== "NEXTAUTH_URL" && console.warn(`[auth] ${code}`),
    error: (code, metadata) => console.error(`[auth] ${code}`, metadata instanceof Error ? metadata.message : ""),
    debug: () => undefined,
  },
  cookies: {
    sessionToken: { name: "biostudio.session", options: cookieOptions },
    callbackUrl: { name: "biostudio.callback-url", options: cookieOptions },
    csrfToken: { name: "biostudio.csrf", options: cookieOptions },
  },
  providers: [
    CredentialsProvider({
      name: "Email",
      credentials: { email: { type: "email" }, password: { type: "password" }, admin: { type: "text" } },
      async authorize(credentials, req) {
        const parsed = loginSchema.safeParse(credentials ?? {});
        if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? "Login failed");
        const headers = (req?.headers ?? {}) as Record<string, string | undefined>;
        try {
          const user = await checkCredentials(parsed.data, clientIp(headers));
          if (credentials?.admin === "1" && !user.isAdmin) {
            throw new AppError("FORBIDDEN", "This sign-in is for administrators only.");
          }
          const session = await createAuthSession({ userId: user.id, userAgent: headers["user-agent"] });
          return { id: user.id, sid: session.id, name: user.displayName };
        } catch (error) {
          // next-auth passes the message to the sign-in form.
          if (error instanceof AppError) throw new Error(error.message);
          throw error;
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user && "sid" in user) token.sid = String(user.sid);
      return token;
    },
    async session({ session, token }) {
      return { expires: session.expires, sid: typeof token.sid === "string" ? token.sid : undefined };
    },
    async redirect({ url, baseUrl }) {
      return safeCallbackUrl(url, baseUrl);
    },
  },
  events: {
    async signOut({ token }) {
      if (token && typeof token.sid === "string") await revokeSession({ id: token.sid });
    },
  },
};

/** Same-origin targets only: other hosts, `//evil.com` and `/\\evil.com` fall back to the home page. */
export function safeCallbackUrl(url: string, baseUrl: string): string {
  let path = url;
  try {
    const target = new URL(url);
    if (target.origin !== new URL(baseUrl).origin) return `${baseUrl}/instagram`;
    path = `${target.pathname}${target.search}${target.hash}`;
  } catch {
    // a relative path: judged by safePath below
  }
  return `${baseUrl}${safePath(path)}`;
}
