import { signIn } from "next-auth/react";
import type { FormEvent } from "react";

/** Keeps a submitted form on the page and reads its fields, the email and password among them. */
export function submittedForm(event: FormEvent<HTMLFormElement>): { form: FormData; email: string; password: string } {
  event.preventDefault();
  const form = new FormData(event.currentTarget);
  return { form, email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") };
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
