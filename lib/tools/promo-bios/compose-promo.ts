import { bare, capitalise, chooseFitting, lines, pick, rngFor, shuffle } from "../compose-kit";
import { deadlineOf, namesDeadline } from "../deadline";
import type { ToolContext } from "../run-tool";
import type { ToolGroup } from "../tool-types";
import { offerAmount, offerText, type PromoInput, type Urgency } from "./promo.schema";

// The built-in promo composer: bios that state the offer exactly as entered (the number, the
// currency, the code), the deadline as the user's calendar says it, at the urgency asked for.
// It never adds an offer: no "free shipping", no "extra 10%" that the user did not type.

export const PROMO_BIO_COUNT = 4;

const OPENERS: Record<Urgency, readonly string[]> = {
  gentle: ["A little treat for you", "Now on", "Good news", "Time to treat yourself"],
  standard: ["Sale on now", "Limited-time offer", "Our sale is here", "Save while it lasts"],
  high: ["Last chance", "Don't miss out", "Hurry", "Going fast"],
};

const EMOJI: Record<Urgency, readonly string[]> = {
  gentle: ["✨", "🌿", "💛", "🎁"],
  standard: ["🛍️", "🏷️", "🎉", "💥"],
  high: ["⏰", "🔥", "🚨", "⏳"],
};

const CLOSERS: Record<Urgency, readonly string[]> = {
  gentle: ["Shop at your own pace 👇", "Browse the collection below 👇", "Take a look below 👇"],
  standard: ["Shop the sale below 👇", "Tap the link to shop 👇", "Link below 👇"],
  high: ["Shop now before it's gone 👇", "Tap the link now 👇", "Grab yours now 👇"],
};

/** True when a bio carries the offer's number and the code exactly as entered. */
export function keepsPromo(bio: string, input: PromoInput): boolean {
  return bio.includes(offerAmount(input)) && (!input.code || bio.includes(input.code));
}

export function composePromo(input: PromoInput, ctx: ToolContext): ToolGroup[] {
  const rng = rngFor(ctx.seed, "promo");
  const deadline = deadlineOf(input.endDate, ctx);
  const urgency: Urgency = deadline.daysLeft <= 1 && input.urgency === "gentle" ? "standard" : input.urgency;
  const offer = offerText(input);
  const amount = offerAmount(input);
  const scope = input.appliesTo ? ` ${bare(input.appliesTo)}` : "";
  const code = input.code;
  const business = input.business ? bare(input.business) : undefined;
  const e = () => pick(rng, EMOJI[urgency]) ?? "🏷️";
  const opener = () => pick(rng, OPENERS[urgency]) ?? "Sale on now";
  const closer = () => pick(rng, CLOSERS[urgency]) ?? "Link below 👇";
  const withCode = code ? ` with code ${code}` : "";
  const useCode = code ? `Use code ${code} at checkout` : undefined;
  const hurry = deadline.daysLeft <= 1 ? capitalise(deadline.ends) + "!" : capitalise(deadline.ends) + ".";

  const candidates = [
    lines(business, `${e()} ${capitalise(offer)}${scope}${withCode}`, hurry),
    lines(
      business && `${business} | ${capitalise(offer)}${scope}`,
      useCode ?? `${capitalise(deadline.until)}.`,
      useCode && capitalise(deadline.until),
    ),
    lines(`${opener()} ${e()}`, `${capitalise(offer)}${scope}${withCode}, ${deadline.until}.`, closer()),
    lines(`Save ${amount}${scope ? ` on${scope}` : ""}${withCode} ${e()}`, `Offer ${deadline.ends}.`, business),
    code
      ? lines(`${e()} ${code} = ${offer}${scope}`, `${capitalise(deadline.ends)}.`, business ?? closer())
      : lines(
          `${e()} ${capitalise(offer)}${scope}`,
          `No code needed. ${capitalise(deadline.ends)}.`,
          business ?? closer(),
        ),
    lines(business, `${capitalise(offer)}${scope}, ${deadline.until}`, code && `Code: ${code}`),
    urgency === "high"
      ? lines(
          `${deadline.daysLeft === 0 ? "Final hours" : "Almost over"}: ${offer}${scope} ${e()}`,
          useCode,
          capitalise(deadline.ends),
        )
      : lines(
          `${capitalise(offer)}${scope} ${e()}`,
          code ? `Code ${code} · ${deadline.ends}` : capitalise(deadline.ends),
        ),
    // Short forms, so even TikTok's 80 characters hold the whole offer.
    lines(`${capitalise(offer)}${withCode}`, hurry),
    `${capitalise(offer)}${code ? ` · code ${code}` : ""} · ${deadline.ends}`,
    `${amount} off${code ? ` · ${code}` : ""} · ${deadline.until}`,
  ];

  const allowContact = false;
  const must = (bio: string) => keepsPromo(bio, input) && namesDeadline(bio, input.endDate, deadline);
  const long = chooseFitting(shuffle(rng, candidates.slice(0, 7)), ctx.platform, PROMO_BIO_COUNT, {
    allowContact,
    must,
  });
  const bios =
    long.length >= 3
      ? long
      : [...long, ...chooseFitting(candidates.slice(7), ctx.platform, PROMO_BIO_COUNT - long.length, { must })];

  return [
    {
      id: "promo",
      title: `${capitalise(offer)}${scope}${withCode}`,
      subtitle: `Ends ${deadline.date}`,
      bios,
    },
  ];
}
