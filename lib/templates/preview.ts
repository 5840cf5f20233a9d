import { fillTemplate } from "./fill";
import { sampleValues } from "./placeholders";

// What the pickers and the gallery show of a template before anyone fills it in.

const SAMPLES = sampleValues();

/** The preview with sample values; a placeholder without one shows as [name]. */
export function samplePreview(template: string): string {
  return fillTemplate(template, SAMPLES, "bracket");
}

/** The business picker's copy button and snippet: every placeholder as [name]. */
export function bracketText(template: string): string {
  return fillTemplate(template, {}, "bracket");
}

/** The first 100 characters of the template, then an ellipsis (whole characters, emoji kept intact). */
export function snippet(text: string, max = 100): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join("").trimEnd()}...`;
}
