import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/newsletter/route";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";

describe("POST /api/newsletter", () => {
  it("subscribes an email, and a second sign-up is harmless", async () => {
    const email = `reader-${Date.now()}@example.com`;
    const first = await callRoute(POST, { body: { email } });
    expect(first.status).toBe(201);
    const again = await callRoute(POST, { body: { email: email.toUpperCase() } });
    expect(again.status).toBe(200);
    expect(again.body.message).toMatch(/already subscribed/i);
  });

  it("refuses an invalid email with a clear message", async () => {
    const res = await callRoute(POST, { body: { email: "not-an-email" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please enter a valid email address.");
  });

  it("answers hostile input with a 4xx, never a 5xx", async () => {
    await fuzzJsonEndpoint(POST, { fields: ["email"], runs: 30 });
  });
});
