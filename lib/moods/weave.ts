import { graphemeLength } from "@/lib/bio/graphemes";
import { PLATFORM_LIMITS, type Platform } from "@/lib/bio/types";

// "Apply to my bio": the chosen emoji go in front of the bio's parts (lines, or the pieces
// between "|", "·" and "•"), the rest at the end, one by one while the bio stays within
// the platform's limit. The bio's own words are never cut.

const PARTS = /(\n| \| | · | • )/u;
const STARTS_WITH_EMOJI = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator})/u;

export interface WeaveResult {
  bio: string;
  added: string[];
  /** Emoji left out: already in the bio, or no room under the limit. */
  skipped: string[];
}

export function weaveEmoji(bio: string, emoji: readonly string[], platform: Platform): WeaveResult {
  const limit = PLATFORM_LIMITS[platform];
  const pieces = bio.trim().split(PARTS);
  const added: string[] = [];
  const skipped: string[] = [];
  let tail: string[] = [];
  const render = () => {
    const body = pieces.join("");
    return tail.length > 0 ? `${body} ${tail.join("")}` : body;
  };
  let part = 0;
  for (const item of emoji) {
    if (bio.includes(item)) {
      skipped.push(item);
      continue;
    }
    // The next text piece (even indexes; odd ones are the separators) that has no emoji in front.
    while (part < pieces.length && (STARTS_WITH_EMOJI.test(pieces[part] ?? "") || !(pieces[part] ?? "").trim()))
      part += 2;
    const before = { pieces: [...pieces], tail: [...tail] };
    if (part < pieces.length) {
      pieces[part] = `${item} ${pieces[part]}`;
      part += 2;
    } else {
      tail = [...tail, item];
    }
    if (graphemeLength(render()) > limit) {
      pieces.splice(0, pieces.length, ...before.pieces);
      tail = before.tail;
      skipped.push(item);
      continue;
    }
    added.push(item);
  }
  return { bio: render(), added, skipped };
}
