import type { LinkView, PageView } from "./link-in-bio-service";
import { SOCIAL_KINDS, type Social, type SocialKind } from "./socials";
import type { ThemeId } from "./themes";
import { cleanUtm, type Utm } from "./utm";

// The builder edits a draft of the whole page and saves it in one go. These
// pure functions turn the API's page into a draft, a draft back into the
// requests that bring the server to it, and the schedule between the
// browser's local time and ISO.

/** The page and links as the API answers them (positions aside: the array's order is the order). */
export type SavedLink = Omit<LinkView, "position">;
export interface SavedPage extends Omit<PageView, "links"> {
  links: SavedLink[];
}

export interface LinkDraft extends Omit<SavedLink, "id"> {
  /** Stable key for React and drag and drop; the server id once saved. */
  key: string;
  id: string | null;
}

export interface PageDraft {
  bio: string;
  theme: ThemeId;
  /** "" for the theme's own accent. */
  accent: string;
  socials: Record<SocialKind, string>;
  indexable: boolean;
  links: LinkDraft[];
}

export function linkDraft(link: SavedLink): LinkDraft {
  return { ...link, key: link.id, utm: cleanUtm(link.utm) };
}

/** A link just added in the builder: empty, shown, unscheduled, not yet saved. */
export function newLinkDraft(key: string): LinkDraft {
  return {
    key,
    id: null,
    title: "",
    url: "",
    enabled: true,
    startsAt: null,
    endsAt: null,
    utm: {},
    openInBrowser: false,
    clicks: 0,
  };
}

export function pageDraft(page: SavedPage): PageDraft {
  const socials = Object.fromEntries(SOCIAL_KINDS.map((k) => [k, ""])) as Record<SocialKind, string>;
  for (const s of page.socials) socials[s.kind] = s.value;
  return {
    bio: page.bio,
    theme: page.theme,
    accent: page.accent ?? "",
    socials,
    indexable: page.indexable,
    links: page.links.map(linkDraft),
  };
}

export function draftSocials(draft: PageDraft): Social[] {
  return SOCIAL_KINDS.filter((k) => draft.socials[k].trim() !== "").map((kind) => ({
    kind,
    value: draft.socials[kind].trim(),
  }));
}

export interface PagePatch {
  bio?: string;
  theme?: ThemeId;
  accent?: string | null;
  socials?: Social[];
  indexable?: boolean;
}

export interface LinkBody {
  title: string;
  url: string;
  enabled: boolean;
  startsAt: string | null;
  endsAt: string | null;
  utm: Utm;
  openInBrowser: boolean;
}

export interface SavePlan {
  page: PagePatch | null;
  deletes: string[];
  updates: { key: string; id: string; body: Partial<LinkBody> }[];
  creates: { key: string; body: LinkBody }[];
  /** The saved links' ids in the draft's order, when that order differs from the server's. */
  order: string[] | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function linkBody(link: LinkDraft): LinkBody {
  return {
    title: link.title.trim(),
    url: link.url.trim(),
    enabled: link.enabled,
    startsAt: link.startsAt,
    endsAt: link.endsAt,
    utm: cleanUtm(link.utm),
    openInBrowser: link.openInBrowser,
  };
}

function pagePatch(saved: SavedPage, draft: PageDraft): PagePatch | null {
  const patch: PagePatch = {};
  if (draft.bio.trim() !== saved.bio) patch.bio = draft.bio;
  if (draft.theme !== saved.theme) patch.theme = draft.theme;
  const accent = draft.accent.trim().toLowerCase() || null;
  if (accent !== saved.accent) patch.accent = accent;
  const socials = draftSocials(draft);
  if (!same(socials, saved.socials)) patch.socials = socials;
  if (draft.indexable !== saved.indexable) patch.indexable = draft.indexable;
  return Object.keys(patch).length > 0 ? patch : null;
}

/** The requests that make the server's page equal to the draft; empty when nothing changed. */
export function planSave(saved: SavedPage, draft: PageDraft): SavePlan {
  const kept = new Set(draft.links.flatMap((l) => (l.id ? [l.id] : [])));
  const deletes = saved.links.filter((l) => !kept.has(l.id)).map((l) => l.id);
  const byId = new Map(saved.links.map((l) => [l.id, l]));
  const updates: SavePlan["updates"] = [];
  const creates: SavePlan["creates"] = [];
  for (const link of draft.links) {
    const body = linkBody(link);
    const before = link.id ? byId.get(link.id) : undefined;
    if (!link.id || !before) {
      creates.push({ key: link.key, body });
      continue;
    }
    const old = linkBody(linkDraft(before));
    const changed = Object.fromEntries(
      (Object.keys(body) as (keyof LinkBody)[]).filter((k) => !same(body[k], old[k])).map((k) => [k, body[k]]),
    ) as Partial<LinkBody>;
    if (Object.keys(changed).length > 0) updates.push({ key: link.key, id: link.id, body: changed });
  }
  const draftOrder = draft.links.flatMap((l) => (l.id && byId.has(l.id) ? [l.id] : []));
  const savedOrder = saved.links.map((l) => l.id).filter((id) => kept.has(id));
  const order = creates.length > 0 || !same(draftOrder, savedOrder) ? draftOrder : null;
  return { page: pagePatch(saved, draft), deletes, updates, creates, order };
}

export function hasChanges(plan: SavePlan): boolean {
  return (
    plan.page !== null ||
    plan.deletes.length > 0 ||
    plan.updates.length > 0 ||
    plan.creates.length > 0 ||
    plan.order !== null
  );
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO moment as a datetime-local value in the browser's time zone ("" for none). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the browser's local time) as ISO, or null when empty or incomplete. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
