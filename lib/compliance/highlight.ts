// Splits a bio into runs of plain and flagged text, so the page can mark the exact words a
// rule objects to. Every occurrence of a flagged piece is marked; overlapping pieces merge.

export interface Segment {
  text: string;
  flagged: boolean;
}

export function highlightSegments(bio: string, flagged: readonly string[]): Segment[] {
  const ranges: [number, number][] = [];
  for (const piece of new Set(flagged)) {
    if (!piece) continue;
    for (let at = bio.indexOf(piece); at >= 0; at = bio.indexOf(piece, at + piece.length)) {
      ranges.push([at, at + piece.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const segments: Segment[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (start > cursor) segments.push({ text: bio.slice(cursor, start), flagged: false });
    segments.push({ text: bio.slice(start, end), flagged: true });
    cursor = end;
  }
  if (cursor < bio.length) segments.push({ text: bio.slice(cursor), flagged: false });
  return segments;
}
