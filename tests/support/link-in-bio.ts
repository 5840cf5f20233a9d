import { expect } from "vitest";
import { PUT as putPage } from "@/app/api/link-in-bio/route";
import { POST as postLink } from "@/app/api/link-in-bio/links/route";
import { POST as postPreset } from "@/app/api/link-in-bio/presets/route";
import { db } from "@/lib/db/client";
import { insertLinkEvents } from "@/lib/db/link-pages";
import { callRoute } from "./call-route";

/** A link-in-bio page for a user who has a profile: one link, one UTM preset, a counted view and click. */
export async function addLinkInBio(userId: string, auth: Record<string, string>) {
  const page = await callRoute(putPage, {
    method: "PUT",
    path: "/api/link-in-bio",
    body: { bio: "Fresh bread daily", theme: "dark", socials: [{ kind: "instagram", value: "@baker" }] },
    headers: auth,
  });
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  const link = await callRoute(postLink, {
    path: "/api/link-in-bio/links",
    body: { title: "Order a loaf", url: "https://bakery.example/order", utm: { source: "instagram" } },
    headers: auth,
  });
  expect(link.status, JSON.stringify(link.body)).toBe(201);
  const preset = await callRoute(postPreset, {
    path: "/api/link-in-bio/presets",
    body: { name: "Bio link", utm: { source: "instagram", medium: "social" } },
    headers: auth,
  });
  expect(preset.status, JSON.stringify(preset.body)).toBe(201);
  const pageId = (await db.linkPage.findUniqueOrThrow({ where: { userId }, select: { id: true } })).id;
  const linkId = (link.body as { link: { id: string } }).link.id;
  const base = { pageId, visitorHash: "h".repeat(64), referrer: "instagram.com", country: "IN", userAgent: "Phone" };
  await insertLinkEvents([
    { ...base, linkId: null, kind: "view", createdAt: new Date() },
    { ...base, linkId, kind: "click", createdAt: new Date() },
  ]);
  return { pageId, linkId };
}
