import "server-only";
import { z } from "zod";
import { graphemeLength } from "@/lib/bio/graphemes";
import { isUniqueViolation } from "@/lib/db/errors";
import {
  clickCounts,
  createPageLink,
  createUtmPreset,
  deletePageLink,
  deleteUtmPreset,
  ensureLinkPage,
  getOwnPageLink,
  listUtmPresets,
  reorderPageLinks,
  updateLinkPage,
  updatePageLink,
  type LinkFields,
  type LinkPageRecord,
  type PageLinkRecord,
} from "@/lib/db/link-pages";
import { getProfileByUserId } from "@/lib/db/profiles";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import {
  LINK_MESSAGES,
  MAX_LINKS,
  MAX_PAGE_BIO,
  type LinkInput,
  type LinkPatch,
  type PageInput,
} from "./link-in-bio.schema";
import type { LinkBody } from "./draft";
import { checkLinkUrl } from "./link-url";
import { publicPagePath } from "./paths";
import { forgetPublicPage } from "./recent";
import { checkSchedule } from "./schedule";
import { socialHref, type Social } from "./socials";
import { checkAccent, THEME_IDS, type ThemeId } from "./themes";
import { cleanUtm, type Utm } from "./utm";

// The builder's and the API's one path to a user's page: every rule is
// checked here, so the browser and a script get the same answers.

export interface LinkView extends LinkBody {
  id: string;
  position: number;
  clicks: number;
}

export interface PageView {
  username: string;
  url: string;
  bio: string;
  theme: ThemeId;
  accent: string | null;
  socials: Social[];
  indexable: boolean;
  links: LinkView[];
}

const socialsJson = z.array(z.object({ kind: z.string(), value: z.string() }));
const utmJson = z.record(z.string(), z.string());

export function parseSocials(json: string): Social[] {
  const parsed = socialsJson.safeParse(safeJson(json));
  return parsed.success ? (parsed.data as Social[]) : [];
}

export function parseUtm(json: string): Utm {
  const parsed = utmJson.safeParse(safeJson(json));
  return parsed.success ? cleanUtm(parsed.data) : {};
}

function safeJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

export function asTheme(theme: string): ThemeId {
  return (THEME_IDS as readonly string[]).includes(theme) ? (theme as ThemeId) : "light";
}

function toLinkView(link: PageLinkRecord, clicks: Map<string, number>): LinkView {
  return {
    id: link.id,
    title: link.title,
    url: link.url,
    enabled: link.enabled,
    startsAt: link.startsAt?.toISOString() ?? null,
    endsAt: link.endsAt?.toISOString() ?? null,
    utm: parseUtm(link.utm),
    openInBrowser: link.openInBrowser,
    position: link.position,
    clicks: clicks.get(link.id) ?? 0,
  };
}

function toPageView(username: string, page: LinkPageRecord, links: PageLinkRecord[], clicks: Map<string, number>) {
  return {
    username,
    url: new URL(publicPagePath(username), env.APP_URL).href,
    bio: page.bio,
    theme: asTheme(page.theme),
    accent: page.accent,
    socials: parseSocials(page.socials),
    indexable: page.indexable,
    links: links.map((link) => toLinkView(link, clicks)),
  } satisfies PageView;
}

async function requireProfile(userId: string) {
  const profile = await getProfileByUserId({ userId });
  if (!profile) throw new AppError("NOT_FOUND", LINK_MESSAGES.noProfile);
  return profile;
}

/** The user's page as the API shows it; 404 without a profile. */
export async function getOwnPage(userId: string): Promise<PageView> {
  const profile = await requireProfile(userId);
  const { page, links } = await ensureLinkPage({ userId, bio: profile.bio });
  return toPageView(profile.username, page, links, await clickCounts({ userId, pageId: page.id }));
}

function bad(message: string): never {
  throw new AppError("BAD_REQUEST", message);
}

export async function updateOwnPage(userId: string, input: PageInput): Promise<PageView> {
  const current = await getOwnPage(userId);
  const theme = input.theme ?? current.theme;
  const accent = input.accent === undefined ? current.accent : input.accent?.trim().toLowerCase() || null;
  if (accent) {
    const check = checkAccent(accent, theme);
    if (!check.ok) bad(check.message);
  }
  if (input.bio !== undefined && graphemeLength(input.bio.trim()) > MAX_PAGE_BIO) {
    bad(`Your page's bio can be ${MAX_PAGE_BIO} characters at most.`);
  }
  let socials: Social[] | undefined;
  if (input.socials) {
    if (new Set(input.socials.map((s) => s.kind)).size !== input.socials.length) bad("Each network can be added once.");
    socials = input.socials.map(({ kind, value }) => {
      const result = socialHref(kind, value);
      if (!result.ok) bad(result.message);
      return { kind, value: value.trim() };
    });
  }
  await updateLinkPage({
    userId,
    ...(input.bio !== undefined && { bio: input.bio.trim() }),
    theme,
    accent,
    ...(socials && { socials: JSON.stringify(socials) }),
    ...(input.indexable !== undefined && { indexable: input.indexable }),
  });
  forgetPublicPage(current.username);
  return getOwnPage(userId);
}

const ownOrigins = () => [env.APP_URL];

/** Checks a link's fields (whole or in part) against the rules; returns what to store. */
function linkFields(input: LinkPatch, current?: PageLinkRecord): Partial<LinkFields> {
  const fields: Partial<LinkFields> = {};
  if (input.title !== undefined) fields.title = input.title;
  if (input.url !== undefined) {
    const checked = checkLinkUrl(input.url, ownOrigins());
    if (!checked.ok) bad(checked.message);
    fields.url = checked.url;
  }
  if (input.enabled !== undefined) fields.enabled = input.enabled;
  if (input.openInBrowser !== undefined) fields.openInBrowser = input.openInBrowser;
  if (input.utm !== undefined) fields.utm = JSON.stringify(cleanUtm(input.utm));
  if (input.startsAt !== undefined) fields.startsAt = input.startsAt;
  if (input.endsAt !== undefined) fields.endsAt = input.endsAt;
  const startsAt = fields.startsAt !== undefined ? fields.startsAt : (current?.startsAt ?? null);
  const endsAt = fields.endsAt !== undefined ? fields.endsAt : (current?.endsAt ?? null);
  const scheduleError = checkSchedule(startsAt, endsAt);
  if (scheduleError) bad(scheduleError);
  return fields;
}

export async function addLink(userId: string, input: LinkInput): Promise<LinkView> {
  const page = await getOwnPage(userId);
  if (page.links.length >= MAX_LINKS) throw new AppError("CONFLICT", LINK_MESSAGES.tooMany);
  const fields = linkFields(input);
  const link = await createPageLink({
    userId,
    title: input.title,
    url: fields.url ?? "",
    enabled: fields.enabled ?? true,
    startsAt: fields.startsAt ?? null,
    endsAt: fields.endsAt ?? null,
    utm: fields.utm ?? "{}",
    openInBrowser: fields.openInBrowser ?? false,
  });
  forgetPublicPage(page.username);
  return toLinkView(link, new Map());
}

export async function editLink(userId: string, id: string, input: LinkPatch): Promise<LinkView> {
  const current = await getOwnPageLink({ userId, id });
  if (!current) throw new AppError("NOT_FOUND", LINK_MESSAGES.notFound);
  const link = await updatePageLink({ userId, id, ...linkFields(input, current) });
  if (!link) throw new AppError("NOT_FOUND", LINK_MESSAGES.notFound);
  const page = await getOwnPage(userId);
  forgetPublicPage(page.username);
  return page.links.find((l) => l.id === link.id) ?? toLinkView(link, new Map());
}

export async function removeLink(userId: string, id: string): Promise<void> {
  if (!(await deletePageLink({ userId, id }))) throw new AppError("NOT_FOUND", LINK_MESSAGES.notFound);
  forgetPublicPage((await requireProfile(userId)).username);
}

export async function reorderLinks(userId: string, ids: string[]): Promise<PageView> {
  const profile = await requireProfile(userId);
  if ((await reorderPageLinks({ userId, ids })) === "mismatch") bad(LINK_MESSAGES.order);
  forgetPublicPage(profile.username);
  return getOwnPage(userId);
}

export async function listPresets(userId: string) {
  const presets = await listUtmPresets({ userId });
  return presets.map((p) => ({ id: p.id, name: p.name, utm: parseUtm(p.utm) }));
}

export async function addPreset(userId: string, name: string, utm: Utm) {
  try {
    const preset = await createUtmPreset({ userId, name, utm: JSON.stringify(cleanUtm(utm)) });
    return { id: preset.id, name: preset.name, utm: parseUtm(preset.utm) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", LINK_MESSAGES.presetTaken);
    throw error;
  }
}

export async function removePreset(userId: string, id: string) {
  if (!(await deleteUtmPreset({ userId, id }))) throw new AppError("NOT_FOUND", LINK_MESSAGES.presetNotFound);
}
