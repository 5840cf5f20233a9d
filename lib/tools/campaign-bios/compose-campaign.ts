import { bare, capitalise, chooseFitting, lines, pick, rngFor, shuffle } from "../compose-kit";
import { daysBetween, formatDay, formatDayWithWeekday, onWhen } from "../dates";
import { deadlineOf, namesDeadline } from "../deadline";
import type { ToolContext } from "../run-tool";
import type { ToolGroup } from "../tool-types";
import { GOAL_LABELS, type CampaignInput, type Goal } from "./campaign.schema";

// The built-in campaign composer: bios built around the goal that name what is promoted word
// for word, say when it ends (or when the event is) on the user's calendar, and close on the
// user's call to action and link text.

export const CAMPAIGN_BIO_COUNT = 4;

const EMOJI: Record<Goal, readonly string[]> = {
  awareness: ["✨", "👋", "🌱", "💡"],
  sales: ["🛍️", "🏷️", "🎉", "💥"],
  signups: ["📩", "🚀", "✅", "🙌"],
  event: ["📅", "🎟️", "📍", "🎤"],
};

const DEFAULT_CTA: Record<Goal, readonly string[]> = {
  awareness: ["Find out more", "Take a look", "Follow along"],
  sales: ["Shop now", "Shop the offer", "Grab yours"],
  signups: ["Sign up now", "Join us", "Sign up free"],
  event: ["Save your spot", "Book your seat", "RSVP now"],
};

const OPENERS: Record<Goal, readonly string[]> = {
  awareness: ["Introducing", "Meet", "Say hello to"],
  sales: ["Don't miss", "Treat yourself to", "Make the most of"],
  signups: ["Join", "Sign up for", "Be first in line for"],
  event: ["Join us for", "You're invited to", "Save the date for"],
};

// "Our new studio" reads "Introducing our new studio" inside a sentence.
const SENTENCE_START = /^(?:Our|The|A|An|Your|This|My)\b/;
function inSentence(text: string): string {
  return SENTENCE_START.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** A bio names what is promoted when it carries it word for word (ignoring the first letter's case). */
export function namesOffer(bio: string, offer: string): boolean {
  const body = bare(offer).slice(1).toLowerCase();
  return bio.toLowerCase().includes(`${bare(offer).charAt(0).toLowerCase()}${body}`);
}

export function composeCampaign(input: CampaignInput, ctx: ToolContext): ToolGroup[] {
  const rng = rngFor(ctx.seed, `campaign-${input.goal}`);
  const goal = input.goal;
  const offer = bare(input.offer);
  const Offer = capitalise(offer);
  const e = () => pick(rng, EMOJI[goal]) ?? "✨";
  const ctaWords = input.cta ? bare(input.cta) : (pick(rng, DEFAULT_CTA[goal]) ?? "Find out more");
  const link = input.linkText;
  const close = link ? `${capitalise(ctaWords)}: ${link}` : `${capitalise(ctaWords)} 👇`;
  const deadline = input.endDate ? deadlineOf(input.endDate, ctx) : undefined;
  const starts =
    input.startDate && daysBetween(ctx.today, input.startDate) > 0
      ? `Starts ${onWhen(input.startDate, ctx).replace(/^on /, "")}`
      : undefined;
  const range =
    input.startDate && input.endDate && daysBetween(ctx.today, input.startDate) > 0
      ? `${formatDay(input.startDate, ctx)} to ${formatDay(input.endDate, ctx)}`
      : undefined;
  const forWho = input.audience ? `For ${inSentence(bare(input.audience))}` : undefined;
  const by = input.brand ? bare(input.brand) : undefined;

  // When, said for the goal: an event happens on a day; an offer ends on one.
  const when = (() => {
    if (!deadline || !input.endDate) return starts;
    if (goal === "event") {
      const day = daysBetween(ctx.today, input.endDate);
      return day === 0 ? "Today" : `📅 ${formatDayWithWeekday(input.endDate, ctx)}`;
    }
    if (range) return `${range} only`;
    if (goal === "signups") return `Sign-ups close ${deadline.ends.replace(/^ends /, "")}`;
    return `${capitalise(deadline.ends)}${deadline.daysLeft <= 1 ? "!" : ""}`;
  })();
  // An opener reads well before a plain noun phrase ("Join us for our workshop"), not before
  // a headline of the user's own ("Diwali sale: 20% off"): such an offer stands alone.
  const plain = !/[:|–—!?]/.test(offer) && offer.split(/\s+/).length <= 7;
  const object = goal === "event" && !SENTENCE_START.test(offer) ? `our ${offer}` : inSentence(offer);
  const opened = () => (plain ? `${pick(rng, OPENERS[goal]) ?? "Introducing"} ${object}` : Offer);
  const saleHeader = goal === "sales" && !starts && !/\bsale\b/i.test(offer);

  const candidates = [
    lines(by, `${e()} ${opened()}`, forWho, when, close),
    lines(`${e()} ${Offer}`, forWho, when, close),
    lines(`${opened()} ${e()}`, when, by && !link ? `${by} · ${capitalise(ctaWords)} 👇` : close),
    lines(forWho ? `${forWho}:` : by, `${Offer} ${e()}`, when, close),
    goal === "event" && input.endDate
      ? lines(`${e()} ${Offer}, ${onWhen(input.endDate, ctx)}`, forWho, close)
      : lines(`${e()} ${Offer}${deadline ? `, ${deadline.until}` : ""}`, forWho, close),
    lines(saleHeader ? `Sale now on ${e()}` : by, Offer, when, close),
    // Short forms for TikTok's 80 characters.
    lines(`${e()} ${Offer}`, when),
    lines(Offer, deadline ? capitalise(deadline.ends) : close),
    `${Offer}${deadline ? ` · ${deadline.ends}` : ""}`,
  ];
  const must = (bio: string) =>
    namesOffer(bio, offer) && (!input.endDate || !deadline || namesDeadline(bio, input.endDate, deadline));
  const options = { allowContact: true, must };
  const first = chooseFitting(shuffle(rng, candidates.slice(0, 6)), ctx.platform, CAMPAIGN_BIO_COUNT, options);
  const bios =
    first.length >= 3
      ? first
      : [
          ...first,
          ...chooseFitting(candidates.slice(6), ctx.platform, CAMPAIGN_BIO_COUNT - first.length, {
            ...options,
            must: (bio) => must(bio) && !first.includes(bio),
          }),
        ];

  const dates = input.endDate
    ? goal === "event"
      ? `On ${formatDayWithWeekday(input.endDate, ctx)}`
      : `${input.startDate ? `${formatDay(input.startDate, ctx)} to ` : "Until "}${formatDay(input.endDate, ctx)}`
    : undefined;
  return [{ id: "campaign", title: `${GOAL_LABELS[goal]}: ${Offer}`, subtitle: dates, bios }];
}
