import { signIn } from "next-auth/react";

/** The email and password a form's fields hold. */
export function credentialsFrom(form: FormData): { email: string; password: string } {
  return { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") };
}

/**
 * Signs this browser in without leaving the page. Null when it worked, else the message to
 * show. `admin` makes the server refuse a non-administrator before any session is created.
 */
export async function signInWithPassword(
  credentials: { email: string; password: string },
  { admin = false }: { admin?: boolean } = {},
): Promise<string | null> {
  const result = await signIn("credentials", {
    ...credentials,
    ...(admin ? { admin: "1" } : {}),
    redirect: false,
  }).catch(() => null);
  if (!result) return "You appear to be offline. Check your connection and try again.";
  if (result.error) return result.error !== "CredentialsSignin" ? result.error : "Login failed";
  return null;
}
