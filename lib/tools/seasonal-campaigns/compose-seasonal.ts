import type { MomentOccurrence } from "@/lib/moments/moment-types";
import { bare, capitalise, chooseFitting, lines, pick, rngFor, shuffle } from "../compose-kit";
import { daysBetween, formatDay, formatDayWithWeekday, onWhen, addDays } from "../dates";
import type { ToolContext } from "../run-tool";
import type { ToolGroup } from "../tool-types";
import { wordsFor } from "./moment-words";
import type { SeasonalInput } from "./seasonal.schema";

// The built-in seasonal composer: for each chosen moment, its campaign angles and bios that
// tie the user's business to the moment and its real date. It adds no offer of its own: an
// offer appears only when the user typed one, word for word.

export const SEASONAL_BIOS_PER_MOMENT = 3;

const CTAS = [
  "Link below 👇",
  "Tap the link to see more 👇",
  "See what's new below 👇",
  "Find out more via the link 👇",
];

/** "Sun 8 Nov · in 13 days · start posting now" */
export function momentSubtitle(
  moment: MomentOccurrence,
  { today, locale }: { today: string; locale?: string | undefined },
) {
  const days = daysBetween(today, moment.date);
  const when = days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`;
  const start = addDays(moment.date, -moment.leadDays);
  const plan =
    days === 0
      ? ""
      : daysBetween(today, start) > 0
        ? ` · start posting by ${formatDay(start, { locale, today })}`
        : " · start posting now";
  const moon = moment.tentative ? " · date depends on the moon sighting" : "";
  return `${formatDayWithWeekday(moment.date, { locale, today })} · ${when}${plan}${moon}`;
}

function biosFor(moment: MomentOccurrence, index: number, input: SeasonalInput, ctx: ToolContext): string[] {
  const rng = rngFor(ctx.seed, moment.key);
  const words = wordsFor(moment.id, moment.name);
  const e = moment.emoji;
  const what = capitalise(bare(input.business));
  const brand = input.brand ? bare(input.brand) : undefined;
  const offer = input.offer ? bare(input.offer) : undefined;
  const days = daysBetween(ctx.today, moment.date);
  const on = onWhen(moment.date, ctx);
  const name = words.name;
  const Name = capitalise(name);
  const cta = () => pick(rng, CTAS) ?? "Link below 👇";
  const hooks = shuffle(rng, words.hooks);
  const hook = hooks[0] ?? `Ready for ${name}`;
  const hook2 = hooks[1] ?? hook;
  const dateLine = words.season
    ? days <= 0
      ? `${Name} season is here`
      : `${Name} starts ${on}`
    : days === 0
      ? `${Name} is today`
      : `${Name} is ${on}`;
  const by = brand ? ` by ${brand}` : "";
  // "Yoga classes for busy parents for Diwali" reads badly: such a business leads with the moment.
  const whatFor = /\bfor\b/i.test(what) ? `${Name}: ${what}` : `${what} for ${name}`;
  const greeting = words.greeting;

  const candidates = [
    lines(`${e} ${hook}`, `${what}${by}`, offer, dateLine),
    lines(`${whatFor}${offer ? ` · ${offer}` : ""}`, `${e} ${dateLine}`, cta()),
    lines(brand ? `${brand} | ${hook2} ${e}` : `${hook2} ${e}`, what, offer ?? cta()),
    greeting && days <= 2
      ? lines(`${greeting}${brand ? ` from ${brand}` : ""} ${e}`, what, offer ?? cta())
      : lines(`${e} Counting down to ${name}`, `${what}${by}`, offer ?? cta()),
    lines(`${e} ${dateLine}`, `${what}${offer ? ` · ${offer}` : ""}`, brand),
    // Short forms for TikTok's 80 characters.
    lines(`${e} ${hook}`, offer ?? what),
    lines(`${e} ${hook2}`, offer ?? what),
    lines(`${e} ${Name}: ${offer ?? what}`),
    lines(whatFor, offer),
    lines(`${e} ${dateLine}`, offer),
  ];
  const must = (bio: string) =>
    (!offer || bio.includes(offer)) && bio.toLowerCase().includes(name.toLowerCase().replace(/^the /, ""));
  // Each moment starts from a different structure, so a page of moments does not repeat itself.
  const shuffled = shuffle(rng, candidates.slice(0, 5));
  const order = [...shuffled.slice(index % 5), ...shuffled.slice(0, index % 5)];
  const first = chooseFitting(order, ctx.platform, SEASONAL_BIOS_PER_MOMENT, { must });
  if (first.length >= SEASONAL_BIOS_PER_MOMENT) return first;
  const rest = chooseFitting([...candidates.slice(5), ...candidates], ctx.platform, SEASONAL_BIOS_PER_MOMENT, {
    must: (bio) => must(bio) && !first.includes(bio),
  });
  return [...first, ...rest].slice(0, SEASONAL_BIOS_PER_MOMENT);
}

export function composeSeasonal(
  input: SeasonalInput,
  moments: readonly MomentOccurrence[],
  ctx: ToolContext,
): ToolGroup[] {
  return moments.map((moment, index) => ({
    id: moment.key,
    title: `${moment.emoji} ${moment.name}`,
    subtitle: momentSubtitle(moment, ctx),
    angles: [...moment.angles],
    bios: biosFor(moment, index, input, ctx),
  }));
}
