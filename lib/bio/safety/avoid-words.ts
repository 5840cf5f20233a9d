// "pls no 'passionate' in bio", "i hate buzzwords, dont use synergy": words the person asked
// never to see. The request goes from the text (it is about the bio, not the person), and the
// words join those no line may echo.

const QUOTED = String.raw`["'‘“]([\p{L}][\p{L}' -]{1,28}[\p{L}])["'’”]`;
const BARE = String.raw`([\p{L}][\p{L}-]{2,24})`;
const ASK = String.raw`(?:(?:pls|please|plz|but)\s+)?`;
const AVOID = new RegExp(
  [
    // "no 'passionate' in bio", "don't use 'guru'", "avoid the word 'ninja'"
    String.raw`${ASK}(?:no|not|never|avoid|without|skip|ban|do\s*n[o']?t\s+(?:use|say|write|put)|dont\s+(?:use|say|write|put))\s+(?:the\s+words?\s+)?${QUOTED}(?:\s+(?:in|on)\s+(?:(?:the|my|a)\s+)?bios?)?`,
    // "dont use synergy", "never say guru", "no hustle in my bio"
    String.raw`${ASK}(?:do\s*n[o']?t|dont|never)\s+(?:use|say|write)\s+(?:the\s+words?\s+)?${BARE}(?:\s+(?:in|on)\s+(?:(?:the|my|a)\s+)?bios?)?`,
    String.raw`${ASK}no\s+${BARE}\s+(?:in|on)\s+(?:(?:the|my|a)\s+)?bios?`,
  ].join("|"),
  "giu",
);
// "don't use my phone", "don't say those": contact requests, read elsewhere; "don't use emojis"
// is about form.
const NOT_A_WORD =
  /^(?:my|the|a|an|it|them|this|that|these|those|either|both|any|anything|all|emojis?|hashtags?|caps|slang|jargon|buzzwords?|cliches?|clichés?|numbers?|e-?mails?|phone|mobile|address|contacts?|details|names?|handles?|links?|website|socials?)$/i;

/** The words the person asked the bio not to use, and the text without the asking. */
export function wordsToAvoid(text: string): { text: string; words: string[] } {
  const words: string[] = [];
  const rest = text.replace(AVOID, (whole, ...groups: unknown[]) => {
    const word = groups.slice(0, 3).find((g): g is string => typeof g === "string");
    if (!word || NOT_A_WORD.test(word)) return whole;
    words.push(
      ...word
        .toLowerCase()
        .split(/\s+/)
        .filter((w) => w.length >= 3),
    );
    return " ";
  });
  return { text: rest, words: [...new Set(words)] };
}
