import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

// Emoji for link-preview images. next/og would fetch each emoji's SVG from a CDN at
// render time (on a server without internet access the image then comes back empty), so emoji are
// cut out of the text and drawn as Twemoji SVGs shipped in the @twemoji/svg package.

const EMOJI_DIR = path.join(process.cwd(), "node_modules", "@twemoji", "svg");
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;
const ZWJ = "\u200d";
const VS16 = /\ufe0f/g;

const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });

export type TextPiece = { kind: "text"; text: string } | { kind: "emoji"; text: string };

/** Splits text into runs of plain text and single emoji (grapheme clusters). */
export function splitEmoji(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  for (const { segment } of segmenter.segment(text)) {
    if (EMOJI.test(segment)) {
      pieces.push({ kind: "emoji", text: segment });
      continue;
    }
    const last = pieces.at(-1);
    if (last?.kind === "text") last.text += segment;
    else pieces.push({ kind: "text", text: segment });
  }
  return pieces;
}

/** Twemoji's file name: code points in hex, U+FE0F dropped unless the emoji has a joiner. */
export function twemojiCodes(emoji: string): string[] {
  const hex = (s: string) => [...s].map((c) => c.codePointAt(0)!.toString(16)).join("-");
  const stripped = hex(emoji.replace(VS16, ""));
  return emoji.includes(ZWJ) ? [hex(emoji), stripped] : [stripped, hex(emoji)];
}

const cache = new Map<string, Promise<string | null>>();

/** The emoji as an SVG data URI, or null when Twemoji has no picture for it. */
export function emojiDataUri(emoji: string): Promise<string | null> {
  let hit = cache.get(emoji);
  if (!hit) {
    hit = loadEmoji(emoji);
    if (cache.size > 2_000) cache.clear();
    cache.set(emoji, hit);
  }
  return hit;
}

async function loadEmoji(emoji: string): Promise<string | null> {
  for (const code of new Set(twemojiCodes(emoji))) {
    if (!/^[0-9a-f-]+$/.test(code)) continue;
    try {
      const svg = await readFile(path.join(EMOJI_DIR, `${code}.svg`));
      return `data:image/svg+xml;base64,${svg.toString("base64")}`;
    } catch {
      // try the next spelling
    }
  }
  return null;
}
