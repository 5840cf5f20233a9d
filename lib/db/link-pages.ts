import "server-only";
import { cache } from "react";
import { db } from "./client";

// Link-in-bio pages and their links. Ownership is part of every `where`: a
// link is found through its page's userId, so another user's id finds nothing.

export const linkPageSelect = {
  id: true,
  userId: true,
  bio: true,
  theme: true,
  accent: true,
  socials: true,
  indexable: true,
  updatedAt: true,
} as const;

export const pageLinkSelect = {
  id: true,
  title: true,
  url: true,
  enabled: true,
  startsAt: true,
  endsAt: true,
  utm: true,
  openInBrowser: true,
  position: true,
} as const;

export interface LinkPageRecord {
  id: string;
  userId: string;
  bio: string;
  theme: string;
  accent: string | null;
  socials: string;
  indexable: boolean;
  updatedAt: Date;
}

export interface PageLinkRecord {
  id: string;
  title: string;
  url: string;
  enabled: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  utm: string;
  openInBrowser: boolean;
  position: number;
}

export type PageFields = Partial<Pick<LinkPageRecord, "bio" | "theme" | "accent" | "socials" | "indexable">>;
export type LinkFields = Omit<PageLinkRecord, "id" | "position">;

/** The user's page with its links in order, made (empty) on first use. */
export async function ensureLinkPage({ userId, bio }: { userId: string; bio: string }) {
  const page = await db.linkPage.upsert({
    where: { userId },
    create: { userId, bio },
    update: {},
    select: linkPageSelect,
  });
  const links = await db.pageLink.findMany({
    where: { pageId: page.id },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    select: pageLinkSelect,
  });
  return { page, links };
}

export async function updateLinkPage({ userId, ...fields }: PageFields & { userId: string }) {
  return db.linkPage.update({ where: { userId }, data: fields, select: linkPageSelect });
}

/**
 * Clicks per link of a page, all time, from the daily totals (kept for good, unlike the raw
 * events, which are pruned after the retention period).
 */
export async function clickCounts({
  userId,
  pageId,
}: {
  userId: string;
  pageId: string;
}): Promise<Map<string, number>> {
  const rows = await db.analyticsDaily.groupBy({
    by: ["linkId"],
    where: { userId, source: "page", dimension: "total", subjectId: pageId, linkId: { not: "" } },
    _sum: { clicks: true },
  });
  return new Map(rows.map((row) => [row.linkId, row._sum.clicks ?? 0] as const));
}

export async function countPageLinks({ pageId }: { pageId: string }): Promise<number> {
  return db.pageLink.count({ where: { pageId } });
}

/** Adds a link at the end of the user's page. */
export async function createPageLink({ userId, ...fields }: LinkFields & { userId: string }) {
  return db.$transaction(async (tx) => {
    const page = await tx.linkPage.findUniqueOrThrow({ where: { userId }, select: { id: true } });
    const last = await tx.pageLink.aggregate({ where: { pageId: page.id }, _max: { position: true } });
    const link = await tx.pageLink.create({
      data: { ...fields, pageId: page.id, position: (last._max.position ?? -1) + 1 },
      select: pageLinkSelect,
    });
    await tx.linkPage.update({ where: { id: page.id }, data: { updatedAt: new Date() }, select: { id: true } });
    return link;
  });
}

export async function getOwnPageLink({ userId, id }: { userId: string; id: string }) {
  return db.pageLink.findFirst({ where: { id, page: { userId } }, select: pageLinkSelect });
}

/** Updates the user's own link; null when it is not theirs (or gone). */
export async function updatePageLink({ userId, id, ...fields }: Partial<LinkFields> & { userId: string; id: string }) {
  return db.$transaction(async (tx) => {
    const { count } = await tx.pageLink.updateMany({ where: { id, page: { userId } }, data: fields });
    if (count === 0) return null;
    await tx.linkPage.update({ where: { userId }, data: { updatedAt: new Date() }, select: { id: true } });
    return tx.pageLink.findUniqueOrThrow({ where: { id }, select: pageLinkSelect });
  });
}

export async function deletePageLink({ userId, id }: { userId: string; id: string }): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.pageLink.deleteMany({ where: { id, page: { userId } } });
    if (count > 0) {
      await tx.linkPage.update({ where: { userId }, data: { updatedAt: new Date() }, select: { id: true } });
    }
    return count > 0;
  });
}

/**
 * Puts the user's links in the order of `ids`, which must name each of their
 * links exactly once ("mismatch" otherwise, and nothing changes).
 */
export async function reorderPageLinks({ userId, ids }: { userId: string; ids: string[] }) {
  return db.$transaction(async (tx) => {
    const page = await tx.linkPage.findUnique({ where: { userId }, select: { id: true } });
    if (!page) return "mismatch" as const;
    const current = await tx.pageLink.findMany({ where: { pageId: page.id }, select: { id: true } });
    const known = new Set(current.map((link) => link.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      return "mismatch" as const;
    }
    for (const [position, id] of ids.entries()) {
      await tx.pageLink.update({ where: { id }, data: { position }, select: { id: true } });
    }
    await tx.linkPage.update({ where: { id: page.id }, data: { updatedAt: new Date() }, select: { id: true } });
    return "ok" as const;
  });
}

/** What the public page shows: the profile, the page and its links in order. */
export const getPublicLinkPage = cache(async ({ username }: { username: string }) => {
  const profile = await db.profile.findUnique({
    where: { username: username.toLowerCase() },
    select: {
      username: true,
      displayName: true,
      avatarId: true,
      updatedAt: true,
      user: {
        select: {
          disabledAt: true,
          linkPage: {
            select: {
              ...linkPageSelect,
              links: { orderBy: [{ position: "asc" }, { createdAt: "asc" }], select: pageLinkSelect },
            },
          },
        },
      },
    },
  });
  const page = profile?.user.linkPage;
  if (!profile || !page || profile.user.disabledAt) return null;
  const { links, ...pageFields } = page;
  return {
    profile: {
      username: profile.username,
      displayName: profile.displayName,
      avatarId: profile.avatarId,
      updatedAt: profile.updatedAt,
    },
    page: pageFields,
    links,
  };
});

/** One link of a public page, for its redirect. */
export async function getPublicPageLink({ username, linkId }: { username: string; linkId: string }) {
  const link = await db.pageLink.findFirst({
    where: { id: linkId, page: { user: { username: username.toLowerCase(), disabledAt: null } } },
    select: { ...pageLinkSelect, pageId: true },
  });
  return link;
}

export interface LinkEventRow {
  pageId: string;
  linkId: string | null;
  kind: "view" | "click";
  visitorHash: string;
  referrer: string | null;
  country: string | null;
  userAgent: string | null;
  /** The A/B test variant the visit belongs to. */
  variantId?: string | null;
  createdAt: Date;
}

export async function insertLinkEvents(rows: LinkEventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.linkEvent.createMany({ data: rows });
}

export async function listUtmPresets({ userId }: { userId: string }) {
  return db.utmPreset.findMany({
    where: { userId },
    orderBy: { name: "asc" },
    select: { id: true, name: true, utm: true },
  });
}

export async function createUtmPreset({ userId, name, utm }: { userId: string; name: string; utm: string }) {
  return db.utmPreset.create({ data: { userId, name, utm }, select: { id: true, name: true, utm: true } });
}

export async function deleteUtmPreset({ userId, id }: { userId: string; id: string }): Promise<boolean> {
  const { count } = await db.utmPreset.deleteMany({ where: { id, userId } });
  return count > 0;
}

/** The user's link-in-bio page, links, presets and the page's counted views and clicks, for "download your data". */
export async function collectLinkInBioData({ userId }: { userId: string }) {
  const page = await db.linkPage.findUnique({
    where: { userId },
    select: {
      id: true,
      bio: true,
      theme: true,
      accent: true,
      socials: true,
      indexable: true,
      createdAt: true,
      updatedAt: true,
    },
  });
  const [pageLinks, utmPresets, linkEvents] = await Promise.all([
    page
      ? db.pageLink.findMany({
          where: { pageId: page.id },
          select: { ...pageLinkSelect, createdAt: true, updatedAt: true },
          orderBy: { position: "asc" },
        })
      : [],
    db.utmPreset.findMany({ where: { userId }, select: { id: true, name: true, utm: true, createdAt: true } }),
    // Visitors' hashes and browsers stay out: they are about the visitors, not the user.
    page
      ? db.linkEvent.findMany({
          where: { pageId: page.id },
          select: { id: true, linkId: true, kind: true, referrer: true, country: true, createdAt: true },
          orderBy: { createdAt: "asc" },
          take: 50_000,
        })
      : [],
  ]);
  return { linkPage: page, pageLinks, utmPresets, linkEvents };
}
