import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { splitEmoji } from "./emoji";

// Which characters the bundled OG font can draw. next/og fetches a Google font at run time for
// any character its fonts lack (nothing may be fetched here, and it does no complex-script
// shaping anyway), so text it cannot draw is left out of link-preview images instead.
// Read from the font's own character map (the TrueType `cmap` table, formats 4 and 12).

const FONT = path.join(process.cwd(), "node_modules", "geist", "dist", "fonts", "geist-sans", "Geist-Regular.ttf");

type Ranges = [start: number, end: number][];
let ranges: Ranges | undefined;

/** Code point ranges of a TrueType/OpenType font's Unicode cmap. Exported for tests. */
export function cmapRanges(font: Buffer): Ranges {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i += 1) {
    const entry = 12 + i * 16;
    if (font.toString("latin1", entry, entry + 4) === "cmap") cmap = font.readUInt32BE(entry + 8);
  }
  if (cmap < 0) return [];
  const subtables = font.readUInt16BE(cmap + 2);
  let best: { offset: number; format: number } | null = null;
  for (let i = 0; i < subtables; i += 1) {
    const record = cmap + 4 + i * 8;
    const platform = font.readUInt16BE(record);
    const offset = cmap + font.readUInt32BE(record + 4);
    const format = font.readUInt16BE(offset);
    if (platform !== 0 && platform !== 3) continue;
    if (format === 12 || (format === 4 && !best)) best = { offset, format };
  }
  if (!best) return [];
  const out: Ranges = [];
  const { offset, format } = best;
  if (format === 12) {
    const groups = font.readUInt32BE(offset + 12);
    for (let i = 0; i < groups; i += 1) {
      const g = offset + 16 + i * 12;
      out.push([font.readUInt32BE(g), font.readUInt32BE(g + 4)]);
    }
    return out;
  }
  const segments = font.readUInt16BE(offset + 6) / 2;
  const ends = offset + 14;
  const starts = ends + segments * 2 + 2;
  for (let i = 0; i < segments; i += 1) {
    const start = font.readUInt16BE(starts + i * 2);
    const end = font.readUInt16BE(ends + i * 2);
    if (start !== 0xffff) out.push([start, end]);
  }
  return out;
}

function fontRanges(): Ranges {
  ranges ??= cmapRanges(readFileSync(FONT));
  return ranges;
}

// Joiners and variation selectors draw nothing; whitespace is laid out, not drawn.
const INVISIBLE = /[\s\u200b-\u200d\u2060\ufe00-\ufe0f]/u;

/** True when the OG font draws every character of `text` (emoji are drawn as pictures). */
export function ogCanDraw(text: string): boolean {
  const covered = fontRanges();
  for (const piece of splitEmoji(text)) {
    if (piece.kind === "emoji") continue;
    for (const char of piece.text) {
      if (INVISIBLE.test(char)) continue;
      const code = char.codePointAt(0) ?? 0;
      if (!covered.some(([start, end]) => code >= start && code <= end)) return false;
    }
  }
  return true;
}
