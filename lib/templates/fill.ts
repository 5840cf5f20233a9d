// Placeholder rules (docs/product.md#templates): tokens are {{name}}; the bio picker keeps a
// placeholder whose value is empty, the business picker and previews show [name].

const TOKEN = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g;

/** Placeholder names in order of first appearance, each once. */
export function placeholdersOf(template: string): string[] {
  const names: string[] = [];
  for (const match of template.matchAll(TOKEN)) {
    const name = match[1]!;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

export type MissingValue = "keep" | "bracket";

/**
 * Fills every {{name}} with its trimmed value. An empty or absent value is left as
 * `{{name}}` ("keep", the bio picker) or becomes `[name]` ("bracket", the business picker).
 */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | undefined>>,
  missing: MissingValue,
): string {
  return template.replace(TOKEN, (token, name: string) => {
    const value = values[name]?.trim();
    if (value) return value;
    return missing === "keep" ? token : `[${name}]`;
  });
}

/** The placeholders still unfilled in a text (after a "keep" fill). */
export function unfilledPlaceholders(text: string): string[] {
  return placeholdersOf(text);
}
