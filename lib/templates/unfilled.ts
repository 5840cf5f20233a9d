// What is still a placeholder in a filled template: `{{name}}` kept by the bio picker, or
// `[name]` written by the business picker. Used to warn before a bio leaves the app.

/** Matches one unfilled placeholder; group 1 or 2 is its name. */
export const UNFILLED = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}|\[([a-zA-Z][a-zA-Z0-9_]*)\]/g;

/** The placeholder names still in `text`, each once, in order of appearance. */
export function unfilledIn(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(UNFILLED)) {
    const name = (match[1] ?? match[2])!;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}
