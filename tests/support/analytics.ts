import { expect } from "vitest";
import { POST as postLink } from "@/app/api/link-in-bio/links/route";
import { PUT as putPage } from "@/app/api/link-in-bio/route";
import { POST as createProfile } from "@/app/api/profile/route";
import { insertLinkEventsWithRollups, type AnalyticsLinkEventRow } from "@/lib/db/analytics-rollups";
import { callRoute } from "./call-route";
import { registerUser } from "./users";

export type AnalyticsUser = Awaited<ReturnType<typeof registerUser>> & { username: string };

/** A user with a profile and a link-in-bio page (no links yet). */
export async function userWithPage(): Promise<AnalyticsUser> {
  const user = await registerUser({ displayName: "Maya Rao" });
  const username = `maya_${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const profile = await callRoute(createProfile, {
    body: { username, displayName: "Maya Rao", bio: "Vegan baker in Pune" },
    headers: user.auth,
  });
  expect(profile.status).toBe(201);
  const page = await callRoute(putPage, { method: "PUT", path: "/api/link-in-bio", body: {}, headers: user.auth });
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return { ...user, username };
}

export async function addLink(user: AnalyticsUser, title: string): Promise<string> {
  const res = await callRoute(postLink, {
    path: "/api/link-in-bio/links",
    body: { title, url: "https://bakery.example/order" },
    headers: user.auth,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { link: { id: string } }).link.id;
}

/** Writes events as the queue does (events and daily totals in one transaction). */
export async function seedEvents(
  pageId: string,
  events: (Partial<AnalyticsLinkEventRow> & Pick<AnalyticsLinkEventRow, "kind" | "createdAt">)[],
) {
  await insertLinkEventsWithRollups(
    events.map((e) => ({
      pageId,
      linkId: null,
      visitorHash: "visitor-a",
      referrer: null,
      country: null,
      userAgent: null,
      device: "phone",
      browser: "Safari",
      os: "iOS",
      ...e,
    })),
  );
}
