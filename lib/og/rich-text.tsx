import "server-only";
import type { CSSProperties, ReactElement } from "react";
import { emojiDataUri, splitEmoji } from "./emoji";

// Text with emoji for next/og: each word is a flex item so lines wrap between words,
// and each emoji is an <img> of its Twemoji picture sized to the text.

type Part = { kind: "text"; text: string } | { kind: "emoji"; text: string; src: string | null };

export async function richText({
  text,
  fontSize,
  style,
}: {
  text: string;
  fontSize: number;
  style?: CSSProperties;
}): Promise<ReactElement> {
  const lines = text.split(/\r?\n/);
  const rendered = await Promise.all(lines.map((line) => renderLine(line, fontSize)));
  return (
    <div style={{ display: "flex", flexDirection: "column", fontSize, ...style }}>
      {rendered.map((words, i) => (
        <div key={i} style={{ display: "flex", flexWrap: "wrap", alignItems: "center", minHeight: fontSize * 1.3 }}>
          {words}
        </div>
      ))}
    </div>
  );
}

async function renderLine(line: string, fontSize: number): Promise<ReactElement[]> {
  const words = line.split(/[ \t]+/).filter(Boolean);
  const size = Math.round(fontSize * 1.05);
  return Promise.all(
    words.map(async (word, i) => {
      const parts: Part[] = await Promise.all(
        splitEmoji(word).map(async (p) => (p.kind === "emoji" ? { ...p, src: await emojiDataUri(p.text) } : p)),
      );
      return (
        <div key={i} style={{ display: "flex", alignItems: "center", marginRight: fontSize * 0.28 }}>
          {parts.map((p, j) =>
            p.kind === "text" ? (
              <span key={j}>{p.text}</span>
            ) : p.src ? (
              // eslint-disable-next-line @next/next/no-img-element -- rendered by next/og, not the browser
              <img key={j} src={p.src} width={size} height={size} alt="" style={{ margin: `0 ${fontSize * 0.04}px` }} />
            ) : null,
          )}
        </div>
      );
    }),
  );
}
