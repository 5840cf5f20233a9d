import { bare, capitalise, chooseFitting, lines, pick, rngFor, shuffle } from "../compose-kit";
import { daysBetween, formatDay, formatDayWithWeekday, onWhen } from "../dates";
import type { ToolContext } from "../run-tool";
import type { ToolGroup } from "../tool-types";
import type { LaunchInput } from "./launch.schema";

// The built-in launch composer: three phases of one launch, each with its own bios: a teaser
// before the day (the date, pre-orders if open), launch day (out now, the price) and after
// the launch (now available, what is new). The product's name and price stay as typed.

export const LAUNCH_BIOS_PER_PHASE = 2;

const TEASE = ["🚀", "👀", "⏳", "✨"];
const LAUNCH = ["🎉", "🚀", "🔥", "✨"];
const AFTER = ["✅", "🛒", "⭐", "💫"];

export function composeLaunch(input: LaunchInput, ctx: ToolContext): ToolGroup[] {
  const rng = rngFor(ctx.seed, "launch");
  const product = bare(input.product);
  const news = capitalise(bare(input.whatsNew));
  const price = input.price;
  const link = input.linkText;
  const days = daysBetween(ctx.today, input.launchDate);
  const date = formatDay(input.launchDate, ctx);
  const on = onWhen(input.launchDate, ctx);
  const e = (set: readonly string[]) => pick(rng, set) ?? "✨";
  const go = (words: string) => (link ? `${words}: ${link}` : `${words} 👇`);
  const preorder = input.preorder;
  const has = (bio: string) => bio.includes(product) && (!price || bio.includes(price));

  const teaser = [
    lines(
      `${e(TEASE)} Something new is coming ${on}`,
      product,
      news,
      preorder ? go("Pre-order now") : go("Get notified"),
    ),
    lines(`${product} lands ${on.replace(/^on /, "")} ${e(TEASE)}`, news, preorder ? go("Pre-orders open") : undefined),
    lines(
      `${e(TEASE)} Coming ${on.replace(/^on /, "")}: ${product}`,
      news,
      preorder && price ? `Pre-order for ${price}` : undefined,
    ),
    lines(
      `${e(TEASE)} ${days <= 7 ? `${days} day${days === 1 ? "" : "s"} to go` : `Save the date: ${date}`}`,
      `${product}${/:/.test(news) ? " ·" : ":"} ${news}`,
    ),
    `${e(TEASE)} ${product} · ${date}`,
  ];
  const launch = [
    lines(`${e(LAUNCH)} ${product} is here`, news, price ? `${price} · ${go("Shop now")}` : go("Shop now")),
    lines(`Out now: ${product} ${e(LAUNCH)}`, news, price && `Just ${price}`, link && go("Get yours")),
    lines(`${e(LAUNCH)} Launch day!`, `${product}${price ? `, ${price}` : ""}`, news),
    lines(`${product} just dropped ${e(LAUNCH)}`, price ? `${news} · ${price}` : news, go("Take a look")),
    `${e(LAUNCH)} ${product} is here${price ? ` · ${price}` : ""}`,
  ];
  const after = [
    lines(`${e(AFTER)} Now available: ${product}`, news, price, link && go("Shop")),
    lines(`Meet ${product} ${e(AFTER)}`, news, price ? `${price} · ${go("Shop now")}` : go("Shop now")),
    lines(`${product}${price ? ` | ${price}` : ""}`, `${news} ${e(AFTER)}`, go("Order yours")),
    lines(`${e(AFTER)} ${product} is out now`, news, price, link && go("Get yours")),
    `${e(AFTER)} ${product}${price ? ` · ${price}` : ""}`,
  ];

  const phase = (candidates: string[], must: (bio: string) => boolean) => {
    const options = { allowContact: true, must };
    const first = chooseFitting(shuffle(rng, candidates.slice(0, -1)), ctx.platform, LAUNCH_BIOS_PER_PHASE, options);
    if (first.length >= LAUNCH_BIOS_PER_PHASE) return first;
    const last = chooseFitting(candidates.slice(-1), ctx.platform, 1, options);
    return [...first, ...last.filter((b) => !first.includes(b))];
  };
  const dayOfMonth = String(Number(input.launchDate.slice(8, 10)));
  const namesDay = (bio: string) =>
    bio.includes(dayOfMonth) || /today|tomorrow|days? to go/i.test(bio) || bio.includes(on.replace(/^on /, ""));

  return [
    {
      id: "teaser",
      title: "Teaser",
      subtitle: days > 0 ? `Before ${formatDayWithWeekday(input.launchDate, ctx)}` : "Launching today",
      bios: phase(teaser, (bio) => bio.includes(product) && namesDay(bio)),
    },
    {
      id: "launch-day",
      title: "Launch day",
      subtitle: formatDayWithWeekday(input.launchDate, ctx),
      bios: phase(launch, has),
    },
    { id: "after-launch", title: "After launch", subtitle: "The weeks after", bios: phase(after, has) },
  ];
}
