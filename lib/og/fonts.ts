import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

// Geist, the site's typeface (the `geist` package), read from disk once per process:
// next/og's only built-in font is Geist Regular, and nothing may be fetched at run time.

const DIR = path.join(process.cwd(), "node_modules", "geist", "dist", "fonts", "geist-sans");

type Weight = 400 | 600 | 700;
export interface OgFont {
  name: string;
  data: ArrayBuffer;
  weight: Weight;
  style: "normal";
}

const FILES: Record<Weight, string> = { 400: "Geist-Regular.ttf", 600: "Geist-SemiBold.ttf", 700: "Geist-Bold.ttf" };

let fonts: Promise<OgFont[]> | undefined;

export function ogFonts(): Promise<OgFont[]> {
  fonts ??= Promise.all(
    (Object.entries(FILES) as unknown as [string, string][]).map(async ([weight, file]) => {
      const buffer = await readFile(path.join(DIR, file));
      const data = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
      return { name: "Geist", data, weight: Number(weight) as Weight, style: "normal" as const };
    }),
  ).catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
}
