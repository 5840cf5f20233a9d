import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as patchMessage } from "@/app/api/admin/contact-messages/[id]/route";
import { GET as listMessages } from "@/app/api/admin/contact-messages/route";
import { POST as contact } from "@/app/api/contact/route";
import { listMail } from "@/lib/db/mailbox";
import { setAdmin } from "@/lib/db/users";
import { env } from "@/lib/env";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { registerUser } from "../support/users";

type InboxBody = {
  messages: { id: string; email: string; message: string; readAt: string | null }[];
  unread: number;
  total: number;
};

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`;
const send = (body: unknown, headers: Record<string, string> = {}) =>
  callRoute(contact, { path: "/api/contact", body, headers });
const inbox = (headers: Record<string, string>) =>
  callRoute(listMessages, { method: "GET", path: "/api/admin/contact-messages", headers });
const mark = (id: string, body: unknown, headers: Record<string, string>) =>
  callRoute(patchMessage, {
    method: "PATCH",
    path: `/api/admin/contact-messages/${id}`,
    params: { id },
    body,
    headers,
  });

describe("POST /api/contact", () => {
  let admin: Awaited<ReturnType<typeof registerUser>>;
  let member: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    admin = await registerUser({ displayName: "Inbox Admin" });
    await setAdmin({ userId: admin.user.id, isAdmin: true });
    member = await registerUser({ displayName: "Inbox Member" });
  });

  it("stores a message, mails support and shows it in the admin inbox, newest first", async () => {
    const email = unique("visitor");
    const res = await send({ email, country: "India", source: "friend", message: "Can I use it for my bakery?" });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Thank you for your message! We'll get back to you soon.");

    const list = await inbox(admin.auth);
    expect(list.status).toBe(200);
    const body = list.body as unknown as InboxBody;
    expect(body.messages[0]).toMatchObject({ email, message: "Can I use it for my bakery?", readAt: null });
    expect(body.unread).toBeGreaterThan(0);

    const mails = await listMail({ to: env.SUPPORT_EMAIL, take: 20 });
    expect(mails.some((m) => m.text.includes(email) && m.text.includes("Can I use it for my bakery?"))).toBe(true);
  });

  it("stores a double submit once", async () => {
    const input = { email: unique("double"), country: "Nepal", source: "instagram", message: "Hello!" };
    const [a, b] = await Promise.all([send(input), send({ ...input, message: "  hello! " })]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.id).toBe(b.body.id);
    const again = await send({ ...input, email: input.email.toUpperCase() });
    expect(again.status).toBe(200);
    const body = (await inbox(admin.auth)).body as unknown as InboxBody;
    expect(body.messages.filter((m) => m.email === input.email)).toHaveLength(1);
  });

  it("accepts a missing message and refuses missing required fields with one message", async () => {
    expect((await send({ email: unique("nomsg"), country: "India", source: "search" })).status).toBe(201);
    for (const body of [
      {},
      { email: unique("x"), country: "India" },
      { email: unique("x"), country: "   ", source: "friend" },
      { email: "", country: "India", source: "friend" },
      { email: unique("x"), country: "India", source: "not-a-source" },
    ]) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe("Please fill in all required fields.");
    }
    const bad = await send({ email: "not-an-email", country: "India", source: "friend" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Please enter a valid email address.");
  });

  it("limits how often one network can write", async () => {
    const headers = { "x-forwarded-for": "203.0.113.77" };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await send({ email: unique(`rl${i}`), country: "India", source: "other" }, headers)).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("keeps the inbox to admins and marks messages read and unread", async () => {
    expect((await inbox({})).status).toBe(401);
    expect((await inbox(member.auth)).status).toBe(403);
    const created = await send({ email: unique("read"), country: "India", source: "blog" });
    const id = String(created.body.id);
    expect((await mark(id, { read: true }, member.auth)).status).toBe(403);

    const read = await mark(id, { read: true }, admin.auth);
    expect(read.status).toBe(200);
    expect(read.body.readAt).toEqual(expect.any(String));
    const unread = await mark(id, { read: false }, admin.auth);
    expect(unread.body.readAt).toBeNull();
    expect((await mark("no-such-message", { read: true }, admin.auth)).status).toBe(404);
    expect((await mark(id, { read: "yes" }, admin.auth)).status).toBe(400);
  });

  it("answers hostile input with a 4xx, never a 5xx", async () => {
    await fuzzJsonEndpoint(contact, { fields: ["email", "country", "source", "message"], runs: 30 });
    await fuzzJsonEndpoint(patchMessage, { fields: ["read"], headers: admin.auth, params: { id: "x" }, runs: 15 });
  });
});
