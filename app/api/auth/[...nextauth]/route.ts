import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

// Auth.js endpoints for the browser: csrf, credentials callback, session, signout.
const nextAuth = NextAuth(authOptions);
export { nextAuth as GET, nextAuth as POST };
