// Measures the built-in composer over a fixed set of real-looking descriptions, every tone and
// every platform, and exits non-zero when a quality target is missed.
//
//   npm run eval:bios                 figures and targets
//   npm run eval:bios -- --sample 20  20 random requests with their three bios, to read
//   npm run eval:bios -- --sample 20 --seed 7   the same 20 again
//   npm run eval:bios -- --sample 20 --set heldout   samples from the held-out set
//   npm run eval:bios -- --sample 24 --spread --seed 7   as many of every tone
//   npm run eval:bios -- --only tuning,heldout-4   the figures of some sets only
//
// Twenty-four sets are measured side by side: the tuning set (tests/fixtures/bio-descriptions.json),
// which the composer's rules are written against; the held-out set
// (tests/fixtures/bio-descriptions-heldout.json), written by someone who had not read the
// composer, whose misses were later read to find failure classes (fixed with new tuning cases,
// never with its own); and a second held-out set (tests/fixtures/bio-descriptions-heldout-2.json),
// also written blind, which is only ever measured: its figures are the honest ones; and a third
// (tests/fixtures/bio-descriptions-heldout-3.json), written blind after the engine's last round
// of reader-found failure classes, whose misses were then read for classes like the first's;
// and a fourth (tests/fixtures/bio-descriptions-heldout-4.json), written blind after that round,
// whose misses were read for the next round's classes; a fifth
// (tests/fixtures/bio-descriptions-heldout-5.json), written blind after that, whose safety and
// invented-claim failures and salient misses were read for one more round; a sixth
// (tests/fixtures/bio-descriptions-heldout-6.json), written blind after that, whose safety
// failures and salient misses were read for the round after; and a seventh
// (tests/fixtures/bio-descriptions-heldout-7.json), written blind after that, whose safety
// failures and 20 sampled requests were read; and an eighth
// (tests/fixtures/bio-descriptions-heldout-8.json), written blind after that: its figures before
// the next round of changes were the blind ones, and only its safety failures were then read;
// and a ninth (tests/fixtures/bio-descriptions-heldout-9.json), written blind after that, whose
// figures before any change were recorded, and whose safety failures, invented claims and
// salient misses were then read for the round after; and a tenth
// (tests/fixtures/bio-descriptions-heldout-10.json), written blind after that, likewise: blind
// figures first, then its failures read; and an eleventh
// (tests/fixtures/bio-descriptions-heldout-11.json), written blind after that, likewise; and a
// twelfth (tests/fixtures/bio-descriptions-heldout-12.json), written blind after that, likewise;
// and a thirteenth (tests/fixtures/bio-descriptions-heldout-13.json), written blind after that,
// likewise; and a fourteenth (tests/fixtures/bio-descriptions-heldout-14.json), written blind
// after that, likewise; and a fifteenth (tests/fixtures/bio-descriptions-heldout-15.json),
// written blind after that, likewise; and a sixteenth
// (tests/fixtures/bio-descriptions-heldout-16.json), written blind after that, likewise; and a
// seventeenth (tests/fixtures/bio-descriptions-heldout-17.json), written blind after that, likewise;
// and an eighteenth (tests/fixtures/bio-descriptions-heldout-18.json), written blind after that, likewise;
// and a nineteenth (tests/fixtures/bio-descriptions-heldout-19.json), written blind after that, likewise;
// and a twentieth (tests/fixtures/bio-descriptions-heldout-20.json), written blind after that, likewise;
// a twenty-first (tests/fixtures/bio-descriptions-heldout-21.json), written blind after that, likewise,
// a twenty-second (tests/fixtures/bio-descriptions-heldout-22.json), written blind after that, likewise,
// and a twenty-third (tests/fixtures/bio-descriptions-heldout-23.json), written blind after that, likewise.
//
// The measures are written here, independently of the composer's own checks, so the eval
// cannot pass just because the composer agrees with itself.

import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { composeBios } from "../lib/bio/compose";
import { mulberry32 } from "../lib/bio/compose/rng";
import { extractProfile } from "../lib/bio/extract";
import { graphemeLength } from "../lib/bio/graphemes";
import { PLATFORMS, PLATFORM_LIMITS, TONES, type Platform, type Tone } from "../lib/bio/types";
import { checkBio } from "../lib/bio/validate-bio";
import { cuedPlaceTerms, fold, inventedClaims, naiveBayesAccuracy, placesIn, placeTerm } from "./eval-bios-claims";

interface Fixture {
  id: string;
  persona: string;
  kind: string;
  description: string;
  /** Terms a reader would expect one of in the bio; empty when the description has none. */
  salient: string[];
  /** Text that must never reach a bio (injected instructions, unasked contact details). */
  forbidden: string[];
}

interface Row {
  fixture: Fixture;
  tone: Tone;
  platform: Platform;
  bios: string[];
  wantsContact: boolean;
}

const SETS = {
  tuning: "../tests/fixtures/bio-descriptions.json",
  heldout: "../tests/fixtures/bio-descriptions-heldout.json",
  "heldout-2": "../tests/fixtures/bio-descriptions-heldout-2.json",
  "heldout-3": "../tests/fixtures/bio-descriptions-heldout-3.json",
  "heldout-4": "../tests/fixtures/bio-descriptions-heldout-4.json",
  "heldout-5": "../tests/fixtures/bio-descriptions-heldout-5.json",
  "heldout-6": "../tests/fixtures/bio-descriptions-heldout-6.json",
  "heldout-7": "../tests/fixtures/bio-descriptions-heldout-7.json",
  "heldout-8": "../tests/fixtures/bio-descriptions-heldout-8.json",
  "heldout-9": "../tests/fixtures/bio-descriptions-heldout-9.json",
  "heldout-10": "../tests/fixtures/bio-descriptions-heldout-10.json",
  "heldout-11": "../tests/fixtures/bio-descriptions-heldout-11.json",
  "heldout-12": "../tests/fixtures/bio-descriptions-heldout-12.json",
  "heldout-13": "../tests/fixtures/bio-descriptions-heldout-13.json",
  "heldout-14": "../tests/fixtures/bio-descriptions-heldout-14.json",
  "heldout-15": "../tests/fixtures/bio-descriptions-heldout-15.json",
  "heldout-16": "../tests/fixtures/bio-descriptions-heldout-16.json",
  "heldout-17": "../tests/fixtures/bio-descriptions-heldout-17.json",
  "heldout-18": "../tests/fixtures/bio-descriptions-heldout-18.json",
  "heldout-19": "../tests/fixtures/bio-descriptions-heldout-19.json",
  "heldout-20": "../tests/fixtures/bio-descriptions-heldout-20.json",
  "heldout-21": "../tests/fixtures/bio-descriptions-heldout-21.json",
  "heldout-22": "../tests/fixtures/bio-descriptions-heldout-22.json",
  "heldout-23": "../tests/fixtures/bio-descriptions-heldout-23.json",
} as const;
type SetName = keyof typeof SETS;
/** The sets written blind, never tuned on: every set but the tuning set. */
export const HELD_OUT_SETS = (Object.keys(SETS) as SetName[]).filter((set) => set !== "tuning");

export function loadFixtures(set: SetName = "tuning"): Fixture[] | null {
  const path = fileURLToPath(new URL(SETS[set], import.meta.url));
  if (!existsSync(path)) return null;
  return JSON.parse(readFileSync(path, "utf8")) as Fixture[];
}

// Sampling and fold shuffling only need a seeded PRNG; the measures below are the eval's own.
const rng = mulberry32;

const words = (s: string) => fold(s).match(/[\p{L}\p{N}]+/gu) ?? [];

function jaccard(a: string, b: string): number {
  const A = new Set(words(a));
  const B = new Set(words(b));
  let shared = 0;
  for (const w of A) if (B.has(w)) shared++;
  const union = A.size + B.size - shared;
  return union === 0 ? 1 : shared / union;
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

/** Whole-word match for words ("DAN" is not in "dancer"), substring for symbols ("<b>"). */
function containsTerm(text: string, term: string): boolean {
  const t = fold(term);
  if (!/^[\p{L}\p{N} ]+$/u.test(t)) return fold(text).includes(t);
  return new RegExp(`(?<![\\p{L}\\p{N}])${t}(?![\\p{L}\\p{N}])`, "u").test(fold(text));
}

const pct = (n: number, d: number) => (d === 0 ? 100 : (100 * n) / d);

// Things that only appear when a template or a fill went wrong.
const LEFTOVER_PATTERNS: RegExp[] = [
  /\{\{|\}\}|\{[a-z_]+\}/i,
  /\bundefined\b|\bnull\b|\bNaN\b/,
  /\[object/i,
  / {2}/,
  /^\s|\s$/,
  /\n\s*\n/,
  /(?:^|\n)\s*[,;:.|/&]/,
  /[,;:&|/–—-]\s*(?:\n|$)/,
  /\s[,.;:!?]/,
  /,,|;;|(?<!\.)\.\.(?!\.)/,
  // A dangling article; "📍 Hoi An" closes with a town's own word in capitals.
  /(?<![\p{L}\p{N}]|\p{Lu}\p{Ll}+\s(?=An$))(?:[Aa]|[Aa][Nn]|[Tt][Hh][Ee]|[Aa][Nn][Dd]|[Oo][Ff]|[Ww][Ii][Tt][Hh])\s*$/u,
];

// An address, a link or a phone number. "B.Com" and "M.Com" are degrees (commerce), not domains.
// A phone number has at least seven digits and no sentence end inside it ("since 2012. 25 staff"
// is a year and a count).
const CONTACT = /[\w.+-]+@[\w-]+\.[\w.]+|https?:\/\/|www\.|\b(?![bm]\.com\b)[\w-]+\.(?:com|in|io|co|mx|net|org)\b/i;
const PHONE = /\+?\d[\d\s().-]{6,}\d/g;
const hasPhone = (bio: string) =>
  [...bio.matchAll(PHONE)].some((m) => m[0].replace(/\D/g, "").length >= 7 && !/[.!?]\s/.test(m[0]));

export function runComposer(fixtures: Fixture[]): { rows: Row[]; ms: number } {
  const rows: Row[] = [];
  const started = performance.now();
  fixtures.forEach((fixture, i) => {
    const wantsContact = extractProfile(fixture.description).wantsContact;
    TONES.forEach((tone, t) => {
      PLATFORMS.forEach((platform, p) => {
        const seed = 1 + i * 1009 + t * 31 + p * 7;
        const { variations } = composeBios({ description: fixture.description, tone, platform, seed });
        rows.push({ fixture, tone, platform, bios: [...variations], wantsContact });
      });
    });
  });
  return { rows, ms: performance.now() - started };
}

async function creativityScorer(): Promise<((bio: string) => number) | null> {
  try {
    const mod = (await import(
      pathToFileURL(fileURLToPath(new URL("../lib/bio/creativity.ts", import.meta.url))).href
    )) as {
      analyzeCreativity?: (bio: string) => { overallScore: number };
    };
    const analyze = mod.analyzeCreativity;
    return analyze ? (bio) => analyze(bio).overallScore : null;
  } catch {
    return null;
  }
}

interface Metric {
  name: string;
  value: string;
  target: string;
  pass: boolean | null;
}

export async function evaluate(rows: Row[]): Promise<Metric[]> {
  const bios = rows.flatMap((r) => r.bios.map((bio) => ({ bio, row: r })));
  const within = bios.filter(({ bio, row }) => graphemeLength(bio) <= PLATFORM_LIMITS[row.platform]).length;
  const filled = bios.filter(({ bio, row }) => graphemeLength(bio) >= 0.6 * PLATFORM_LIMITS[row.platform]).length;
  const distinct = rows.filter((r) => {
    const [a = "", b = "", c = ""] = r.bios;
    return jaccard(a, b) < 0.5 && jaccard(a, c) < 0.5 && jaccard(b, c) < 0.5;
  }).length;
  const carries = (bio: string, term: string) => fold(bio).includes(fold(term));
  const withSalient = bios.filter(({ row }) => row.fixture.salient.length > 0);
  const carrying = withSalient.filter(({ bio, row }) => row.fixture.salient.some((t) => carries(bio, t))).length;
  const salientRows = rows.filter((r) => r.fixture.salient.length > 0);
  const carryingRows = salientRows.filter((r) =>
    r.bios.some((bio) => r.fixture.salient.some((t) => carries(bio, t))),
  ).length;
  // Salient terms a bio carries, where the description has at least two.
  const termCounts = bios
    .filter(({ row }) => row.fixture.salient.length >= 2)
    .map(({ bio, row }) => new Set(row.fixture.salient.filter((t) => carries(bio, t)).map(fold)).size);
  const claims = bios.map(({ bio, row }) => inventedClaims(bio, row.fixture.description));
  const invented = claims.filter((c) => c.length > 0).length;
  const kinds = ["role", "offer", "place", "number"]
    .map((k) => claims.filter((c) => c.some((x) => x.startsWith(`${k}:`))).length)
    .join("/");
  // A place the description names, kept as written in at least one bio of the three. The places
  // that count are the ones the fixture's author marked salient: where the person is, never a
  // place they say they left ("used to work in IT in Chicago, came home to Peoria"), which a bio
  // should not print as theirs. The older count, any listed place at all, is shown beside it.
  // A town the list does not know counts when the description puts it after a word of place
  // ("Currently in Almaty"), as the author marked it.
  const salientPlaces = (r: Row) => [
    ...placesIn(r.fixture.description).filter((p) => r.fixture.salient.some((t) => placeTerm(t).includes(p))),
    ...cuedPlaceTerms(r.fixture.description, r.fixture.salient),
  ];
  const placeRows = rows.filter((r) => salientPlaces(r).length > 0);
  // "Surprise, AZ" is kept as written by a bio that names Surprise.
  const town = (p: string) => p.split(",")[0]?.trim() ?? p;
  const placeKept = placeRows.filter((r) =>
    r.bios.some((bio) => salientPlaces(r).some((p) => carries(bio, p) || carries(bio, town(p)))),
  ).length;
  const anyPlaceRows = rows.filter((r) => placesIn(r.fixture.description).length > 0);
  const anyPlaceKept = anyPlaceRows.filter((r) =>
    r.bios.some((bio) => placesIn(r.fixture.description).some((p) => carries(bio, p))),
  ).length;
  const leftovers = bios.filter(({ bio }) => LEFTOVER_PATTERNS.some((p) => p.test(bio))).length;
  const ruleFailures = bios.filter(
    ({ bio, row }) => !checkBio(bio, row.platform, { allowContact: row.wantsContact }).ok,
  ).length;
  const unsafe = bios.filter(({ bio, row }) => {
    if (row.fixture.forbidden.some((f) => containsTerm(bio, f))) return true;
    if (/<\/?[a-z][^>]*>|&[a-z#0-9]+;/i.test(bio)) return true;
    // Letters that show nothing (Hangul fillers, blank braille): blank text passed off as words.
    if (/[\u115F\u1160\u3164\uFFA0\u2800]/.test(bio)) return true;
    return hasPhone(bio) || (!row.wantsContact && CONTACT.test(bio));
  }).length;
  const owners = new Map<string, Set<string>>();
  for (const { bio, row } of bios) owners.set(bio, (owners.get(bio) ?? new Set()).add(row.fixture.id));
  const shared = bios.filter(({ bio }) => (owners.get(bio)?.size ?? 0) > 1).length;
  const separability = naiveBayesAccuracy(bios.map(({ bio, row }) => ({ text: bio, label: row.tone })));
  const score = await creativityScorer();
  const creativity = score ? median(bios.map(({ bio }) => score(bio))) : null;

  const share = (name: string, n: number, of: number, target: number, atMost = false): Metric => {
    const value = pct(n, of);
    return {
      name,
      value: `${value.toFixed(2)}%`,
      target: `${atMost ? "≤" : target === 100 ? "" : "≥"}${target}%`,
      pass: atMost ? value <= target : value >= target,
    };
  };
  const count = (name: string, n: number): Metric => ({ name, value: String(n), target: "0", pass: n === 0 });
  return [
    share("Bios within the platform limit", within, bios.length, 100),
    share("Bios using 60–100% of the room", filled, bios.length, 95),
    share("Triples pairwise distinct (Jaccard < 0.5)", distinct, rows.length, 95),
    share("Bios carrying a salient term", carrying, withSalient.length, 95),
    share("Triples carrying a salient term", carryingRows, salientRows.length, 99),
    {
      name: "Median salient terms per bio (≥2 given)",
      value: termCounts.length === 0 ? "n/a" : median(termCounts).toFixed(1),
      target: "≥2",
      pass: termCounts.length === 0 ? null : median(termCounts) >= 2,
    },
    share("Bios with an invented claim", invented, bios.length, 0, true),
    { name: "  bios inventing a role/offer/place/number", value: kinds, target: "", pass: null },
    share("Triples keeping the place as written", placeKept, placeRows.length, 95),
    {
      name: "  any place named, even one left",
      value: `${pct(anyPlaceKept, anyPlaceRows.length).toFixed(2)}%`,
      target: "",
      pass: null,
    },
    count("Leftovers (placeholders, stray punctuation)", leftovers),
    count("Bios failing checkBio", ruleFailures),
    count("Safety violations (injection, contact, markup)", unsafe),
    share("Bios identical to another description's", shared, bios.length, 2, true),
    share("Tone separability (naive Bayes, 5-fold)", separability, 100, 80),
    {
      name: "Median creativity score",
      value: creativity === null ? "n/a" : creativity.toFixed(1),
      target: "≥60",
      pass: creativity === null ? null : creativity >= 60,
    },
  ];
}

/** `spread`: the same number of requests from every tone, in tone order. */
function printSamples(rows: Row[], count: number, seed: number, spread = false): void {
  const r = rng(seed);
  const picked: Row[] = [];
  if (spread) {
    const each = Math.max(1, Math.round(count / TONES.length));
    for (const tone of TONES) {
      const ofTone = rows.filter((row) => row.tone === tone);
      for (let k = 0; k < each; k++) picked.push(ofTone[Math.floor(r() * ofTone.length)] as Row);
    }
  } else for (let k = 0; k < count; k++) picked.push(rows[Math.floor(r() * rows.length)] as Row);
  for (const row of picked) {
    const desc = row.fixture.description.replace(/\s+/g, " ");
    console.log(`\n── ${row.fixture.id} · ${row.tone} · ${row.platform} (${PLATFORM_LIMITS[row.platform]})`);
    console.log(`   “${desc.length > 160 ? `${desc.slice(0, 157)}...` : desc}”`);
    row.bios.forEach((bio, i) => {
      console.log(`\n  ${i + 1}. [${graphemeLength(bio)}]`);
      for (const line of bio.split("\n")) console.log(`     ${line}`);
    });
  }
}

function argValue(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

export async function main(args: string[] = process.argv.slice(2)): Promise<number> {
  const sample = argValue(args, "--sample");
  if (sample !== undefined) {
    const asked = argValue(args, "--set") ?? "tuning";
    const set: SetName = asked in SETS ? (asked as SetName) : "tuning";
    const fixtures = loadFixtures(set);
    if (!fixtures) throw new Error(`The ${set} set is missing.`);
    const seed = Number(argValue(args, "--seed") ?? Date.now() % 1_000_000);
    printSamples(runComposer(fixtures).rows, Math.max(1, Number(sample) || 20), seed, args.includes("--spread"));
    console.log(`\n(${set} set, sample seed ${seed})`);
    return 0;
  }
  const results: { set: SetName; metrics: Metric[] }[] = [];
  const only = argValue(args, "--only")?.split(",");
  for (const set of Object.keys(SETS) as SetName[]) {
    if (only && !only.includes(set)) continue;
    const fixtures = loadFixtures(set);
    if (!fixtures) {
      console.log(`${set}: no set at ${SETS[set].slice(3)}`);
      continue;
    }
    const { rows, ms } = runComposer(fixtures);
    console.log(
      `${set}: ${fixtures.length} descriptions × ${TONES.length} tones × ${PLATFORMS.length} platforms = ${rows.length} requests, ${rows.length * 3} bios (${(ms / rows.length).toFixed(2)} ms per request)`,
    );
    results.push({ set, metrics: await evaluate(rows) });
  }
  const names = results[0]?.metrics.map((m) => m.name) ?? [];
  const width = Math.max(...names.map((n) => n.length));
  const mark = (m: Metric) => (m.pass === null ? (m.value ? "?" : "") : m.pass ? "ok" : "MISS");
  console.log(`\n${"".padEnd(width)}  ${results.map((r) => r.set.padStart(14)).join("")}   target`);
  names.forEach((name, k) => {
    const cells = results.map((r) => {
      const m = r.metrics[k] as Metric;
      return `${m.value.padStart(9)} ${mark(m).padEnd(4)}`;
    });
    console.log(`${name.padEnd(width)}  ${cells.join("")}   ${results[0]?.metrics[k]?.target ?? ""}`);
  });
  const missed = results.flatMap((r) => r.metrics.filter((m) => m.pass === false).map((m) => `${r.set}: ${m.name}`));
  console.log(missed.length === 0 ? "\nAll targets met." : `\n${missed.length} target(s) missed.`);
  return missed.length === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then((code) => process.exit(code));
}
