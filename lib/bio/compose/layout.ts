import type { ToneBank } from "../phrases/types";
import type { BuildContext, Part } from "./assemble";
import { pick } from "./rng";
import type { Structure } from "./structures";
import { isWin } from "./view";
import { capitalizeFirst, capitalizeSentences, lowercaseAesthetic } from "./text";

// Laying parts out as a bio: lines or sentences or a row of facts, with the tone's emoji
// habits (topical emoji leading list items, accents at line ends) and its casing.

export interface Decoration {
  separator: string;
  accent: string;
  lowercase: boolean;
}

const TROPHY = /🏆|🥇|🏅/u;

const endsClosed = (s: string) => /[.!?…]$/u.test(s) || /\p{Extended_Pictographic}\uFE0F?$/u.test(s);

function joinSentences(texts: string[], end: string): string {
  return texts.reduce((acc, t) => (acc === "" ? t : endsClosed(acc) ? `${acc} ${t}` : `${acc}${end}${t}`), "");
}

// Letters whose upper or lower case is longer than they are ("ß" → "SS", "ﬁ" → "FI", "İ" →
// "i̇"): Unicode's special casings, the Greek ones as their whole block.
const CASE_CHANGES_LENGTH =
  /[\u00df\u0130\u0149\u01f0\u0390\u03b0\u0587\u1e96-\u1e9a\u1f50-\u1f56\u1f80-\u1fff\ufb00-\ufb06\ufb13-\ufb17]/;

/**
 * Whether the casing keeps every character's length, so the laid-out bio measures what the cased
 * one will. (A miss here still cannot print a bio over the limit: every bio is checked last.)
 */
export function casingKeepsLength(bio: string): boolean {
  return !CASE_CHANGES_LENGTH.test(bio);
}

/** Lay the parts out and decorate them; pure given its inputs. */
export function assemble(input: Part[], structure: Structure, ctx: BuildContext, deco: Decoration): string {
  return withCasing(layOut(input, structure, ctx, deco), ctx, deco);
}

/** The parts laid out with the tone's emoji, before the tone's casing (see withCasing). */
export function layOut(input: Part[], structure: Structure, ctx: BuildContext, deco: Decoration): string {
  const style = ctx.bank.style;
  const present = input.reduce((n, p) => n + p.emoji, 0);
  let budget = style.maxEmoji - present;
  // Topical emoji lead list items (stacked lines, fact rows) while the tone's budget lasts.
  const leads = new Map<Part, string>();
  const listy = (p: Part, k: number) =>
    structure.layout === "stack" ? structure.multiline && k > 0 && p.group === "main" : p.kind === "fact";
  if (style.leadEmoji) {
    input.forEach((p, k) => {
      const repeated = [...leads.values()].includes(p.lead ?? "");
      if (budget > 0 && p.lead && !repeated && p.emoji === 0 && listy(p, k) && p.kind !== "contact") {
        leads.set(p, p.lead);
        budget--;
      }
    });
  }
  // Then accents at line and sentence ends, last lines first, until the tone's minimum.
  const accents = new Map<Part, string>();
  let count = present + leads.size;
  // A trophy at a line end still reads as a win: only where the bio has one to show.
  const wins = ctx.facts.proofs.some(isWin);
  const all = [deco.accent, ...style.accents.filter((a) => a !== deco.accent)];
  const earned = all.filter((a) => wins || !TROPHY.test(a));
  const pool = earned.length > 0 ? earned : ["✨"];
  for (let k = input.length - 1; k >= 0 && count < style.minEmoji && budget > 0; k--) {
    const p = input[k] as Part;
    if (p.kind === "contact" || p.kind === "fact" || p.emoji > 0 || leads.has(p)) continue;
    accents.set(p, pool[accents.size % pool.length] as string);
    count++;
    budget--;
  }
  const show = (p: Part) => {
    const lead = leads.get(p);
    const accent = accents.get(p);
    return `${lead ? `${lead} ` : ""}${p.text}${accent ? ` ${accent}` : ""}`;
  };
  const main = input.filter((p) => p.group === "main");
  const facts = input.filter((p) => p.group === "facts");
  const end = input.filter((p) => p.group === "end");
  const sep = deco.separator;
  let bio: string;
  switch (structure.layout) {
    case "stack": {
      const lines = [...main, ...end].map(show);
      // Single-line platforms (LinkedIn) get the same lines as a list.
      bio = structure.multiline ? lines.join("\n") : lines.join(sep);
      break;
    }
    case "flow": {
      const all = [...main, ...end];
      bio = joinSentences(all.map(show), style.sentenceEnd);
      const last = all.at(-1);
      if (style.sentenceEnd === ". " && !endsClosed(bio) && last?.kind !== "contact") bio += ".";
      break;
    }
    case "tagline": {
      const groups = [...main.map(show), facts.map(show).join(sep), ...end.map(show)].filter((g) => g !== "");
      bio = structure.multiline ? groups.join("\n") : groups.join(sep);
      break;
    }
    case "headline": {
      bio = [facts.map(show).join(sep), ...end.map(show)].filter((g) => g !== "").join(sep);
      break;
    }
  }
  return bio;
}

/** The tone's casing of a laid-out bio. */
export function withCasing(bio: string, ctx: BuildContext, deco: Decoration): string {
  const sep = deco.separator;
  // Lowercase is a look; a place and the name of the person's shop or show keep the capitals
  // they were written with.
  if (deco.lowercase)
    return lowercaseAesthetic(bio, [
      ...ctx.facts.places,
      ...ctx.facts.formerPlaces,
      ...(ctx.facts.ownBrand ? [ctx.facts.ownBrand] : []),
    ]);
  // Capitalise after separators too: "UX designer | Filter coffee".
  const capped = capitalizeSentences(bio);
  return sep.trim() ? capped.split(sep).map(capitalizeFirst).join(sep) : capped;
}

export function decorationFor(ctx: { bank: ToneBank; rng: BuildContext["rng"] }): Decoration {
  const style = ctx.bank.style;
  return {
    separator: pick(ctx.rng, style.separators) ?? " | ",
    accent: pick(ctx.rng, style.accents) ?? "✨",
    lowercase: ctx.rng() < style.lowercase,
  };
}
