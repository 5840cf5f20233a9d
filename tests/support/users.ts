import { POST as register } from "@/app/api/auth/register/route";
import { callRoute } from "./call-route";

let counter = 0;

/** A fresh account through the real register endpoint; returns its API token. */
export async function registerUser(overrides: { email?: string; password?: string; displayName?: string } = {}) {
  counter += 1;
  const email = overrides.email ?? `user-${Date.now()}-${counter}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = overrides.password ?? "correct-horse-battery-staple";
  const res = await callRoute(register, {
    body: { email, password, displayName: overrides.displayName ?? "Test User" },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  const user = res.body.user as { id: string; email: string };
  return { email, password, token: String(res.body.token), user, auth: { authorization: `Bearer ${res.body.token}` } };
}
