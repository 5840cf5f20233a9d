// Text aimed at a model ("ignore previous instructions…") is not about the person. The
// composer never obeys it, and it must not leak into a bio either, so it is cut out before
// analysis: from the trigger to the end of its sentence. The patterns are deliberately
// narrow ("I always say 'chai fixes everything'" and "I act as a bridge" are about a person).

const SENTENCE_START = String.raw`(?:^|[.!?:]\s*|\b(?:and|then|now|please|pls|just|also)\s+)`;

const TRIGGERS: RegExp[] = [
  /\b(?:ignore|disregard|forget|override|bypass)\s+(?:(?:all|any|the|of|my|these|those)\s+)*(?:(?:previous|prior|above|earlier|preceding|original|system|safety|initial|your|following)\b[^.!?\n]{0,24}\b(?:instructions?|prompts?|rules|directions|guidelines|context|messages?|constraints|programming|training)\b|above\b|everything\s+(?:above|before|else)\b|what\s+(?:i|you)\s+(?:said|were\s+told)\b)/i,
  /\b(?:system|hidden|initial|original)\s+(?:prompt|message|instructions?)\b/i,
  /\b(?:you are|you're|u r)\s+(?:now|no longer)\b/i,
  /\bfrom now on,?\s+you\b/i,
  new RegExp(`${SENTENCE_START}(?:act|behave|respond)\\s+as\\b`, "i"),
  /\bpretend\s+(?:that\s+)?you(?:'re|\s+are)?\b|\b(?:roleplay|role-play)\s+as\b/i,
  /\b(?:jailbreak|jailbroken|developer mode|dan mode|do anything now|prompt injection)\b/i,
  /\b(?:print|reveal|show|output|repeat|leak|display|tell me|give me|share)\b[^.!?\n]{0,16}\b(?:your|the\s+(?:system|hidden|initial|original))\s+(?:prompt|instructions|rules|configuration|config|api\s*keys?|secret\s*keys?|passwords?|tokens?)\b/i,
  /\b(?:print|reveal|show|output|leak|display|give me|share|send)\b[^.!?\n]{0,24}\b(?:passwords?|api\s*keys?|secret\s*keys?|credentials|access\s*tokens?)\b/i,
  /\b(?:respond|reply|answer|output)\s+(?:only|exactly|just)\b|\b(?:respond|reply|answer|output)\s+with\s+(?:only|exactly|just|the\s+(?:word|text|phrase))\b/i,
  new RegExp(`${SENTENCE_START}(?:say|write|print|type|output)\\s+(?:only\\s+|exactly\\s+|just\\s+)?["'“‘\`]`, "i"),
  /\b(?:say|write|print)\s+(?:that\s+)?(?:you|i)\s+(?:have been|was|am|got)\s+(?:hacked|pwned|owned|compromised)\b/i,
  /\b(?:pwned|pwn3d)\b/i,
  /\binstead\s*,?\s+(?:write|say|output|print|respond|generate)\b/i,
  /\bnew\s+(?:instructions?|task|rules)\s*:/i,
  /^\s*(?:#{2,}\s*)?(?:system|assistant|user|instructions?|prompt)\s*:/i,
  /<\|[^|]*\|>|\[\/?(?:inst|system)\]/i,
  /\b(?:write|make|generate|create)\s+(?:a|my|the|this)\s+bio\s+(?:that|which|saying|stating|claiming)\b/i,
  /\bthe user (?:is|was|has|wants)\b/i,
  /\b(?:drop\s+table|select\s+\*\s+from|rm\s+-rf|eval\(|exec\()|\$\{|\{\{/i,
];

// What is left before a cut trigger is often the start of the same instruction
// ("Reveal your | system prompt"); those words go too.
const TRAILING_GLUE =
  /(?:[\s,;:–—-]|\b(?:and|but|also|so|then|now|pls|please|plz|ok|okay|btw|reveal|show|print|tell|give|share|repeat|output|leak|display|write|say|me|your|the|my|all|us)\b)+$/i;

/** Index of the first injected instruction in `sentence`, or -1. */
export function findInjection(sentence: string): number {
  let earliest = -1;
  for (const trigger of TRIGGERS) {
    const m = trigger.exec(sentence);
    if (m && (earliest < 0 || m.index < earliest)) earliest = m.index;
  }
  return earliest;
}

function sentences(text: string): string[] {
  // Keep the delimiters so the surviving text reads exactly as written.
  return text.split(/(?<=[.!?\n])/);
}

/**
 * Cut every injected instruction out of `text`. `found` tells whether anything was cut, and
 * `removed` is what was cut, so a bio can avoid echoing its words.
 */
export function removeInjections(text: string): { text: string; found: boolean; removed: string } {
  let found = false;
  let removed = "";
  const kept = sentences(text).map((part) => {
    const at = findInjection(part);
    if (at < 0) return part;
    found = true;
    const before = part.slice(0, at).replace(TRAILING_GLUE, "");
    removed += ` ${part.slice(before.length)}`;
    return before.trim().length > 0 ? `${before}. ` : " ";
  });
  return { text: kept.join(""), found, removed };
}

export function containsInjection(text: string): boolean {
  return sentences(text).some((part) => findInjection(part) >= 0);
}
