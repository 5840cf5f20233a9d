import "server-only";
import { hashToken, newToken } from "@/lib/auth/tokens";
import { href } from "@/lib/config/paths";
import { SITE } from "@/lib/config/site";
import { deleteCalendarFeed, findFeedOwner, getCalendarFeed, replaceCalendarFeed } from "@/lib/db/calendar-feeds";
import { listCalendarItems } from "@/lib/db/calendar-items";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { calendarClock, listOwnItems, toItemView } from "./calendar-service";
import { addDays } from "./days";
import { buildIcs } from "./ics";

// The calendar as a file and as a private subscription address. The address carries a
// secret token; only its hash is stored, so it is shown once, and revoking it (or making a
// new one) makes the old address answer 404.

const TOKEN_PREFIX = "cal_";
const TOKEN_PATTERN = /^cal_[A-Za-z0-9_-]{43}$/;
/** Days of history a feed keeps, so last week's posts stay visible in the calendar app. */
const FEED_HISTORY_DAYS = 90;

export const FEED_NOT_FOUND = "This calendar feed does not exist or was turned off.";

export function feedPath(token: string): string {
  return `/api/content-calendar/feed/${token}.ics`;
}

function icsOptions(name: string) {
  const app = new URL(env.APP_URL);
  return { name, pageUrl: new URL(href("content-calendar"), app).href, host: app.hostname };
}

export interface FeedStatus {
  active: boolean;
  createdAt: string | null;
}

export async function feedStatus(userId: string): Promise<FeedStatus> {
  const feed = await getCalendarFeed({ userId });
  return { active: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null };
}

/** A new subscription address (any older one stops working). The only time the token is seen. */
export async function createFeed(userId: string): Promise<FeedStatus & { url: string; webcalUrl: string }> {
  const token = newToken(TOKEN_PREFIX);
  const feed = await replaceCalendarFeed({ userId, tokenHash: hashToken(token) });
  const url = new URL(feedPath(token), env.APP_URL).href;
  return {
    active: true,
    createdAt: feed.createdAt.toISOString(),
    url,
    webcalUrl: url.replace(/^https?:/, "webcal:"),
  };
}

export async function revokeFeed(userId: string): Promise<void> {
  await deleteCalendarFeed({ userId });
}

/** The signed-in user's whole plan as an .ics file. */
export async function exportIcs(userId: string): Promise<string> {
  return buildIcs(await listOwnItems(userId), icsOptions(`${SITE.name} content calendar`));
}

/** The feed behind a subscription address (`<token>.ics`); 404 for an unknown or revoked token. */
export async function feedIcs(segment: string): Promise<string> {
  const token = segment.replace(/\.ics$/, "");
  if (!TOKEN_PATTERN.test(token)) throw new AppError("NOT_FOUND", FEED_NOT_FOUND);
  const owner = await findFeedOwner({ tokenHash: hashToken(token) });
  if (!owner || owner.disabledAt) throw new AppError("NOT_FOUND", FEED_NOT_FOUND);
  const { today } = await calendarClock(owner.id);
  const items = await listCalendarItems({ userId: owner.id, fromDay: addDays(today, -FEED_HISTORY_DAYS) });
  return buildIcs(items.map(toItemView), icsOptions(`${SITE.name} content calendar`));
}
