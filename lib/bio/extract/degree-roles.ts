// A student's degree and field as written ("PhD student in volcanology", "computer science
// master's student", "Studentessa di architettura"), where the lexicon read a shorter title.

import { FIELDS } from "./lexicon-orgs";
import { STOPWORDS } from "./lexicon-words";
import { matchLexicon } from "./match-lexicon";
import type { ProfileRole } from "./profile-types";
import { fold } from "./tokenize";

// "PhD student in volcanology", "computer science master's student", "MSc candidate in
// hydrology": the degree and the field as written, where the lexicon read only "PhD student" or
// "computer science student".
const DEGREE_WORD = String.raw`(?:PhD|Ph\.D\.?|doctoral|master['’]?s|MSc|MPhil|MA|bachelor['’]?s|BSc|BA|undergrad(?:uate)?)`;
const DEGREE_ROLES: RegExp[] = [
  new RegExp(
    String.raw`\b(${DEGREE_WORD}\s+(?:student|candidate|researcher)\s+in\s+(?!(?:the|a|an|my|our|this|that|his|her|their)\b)[\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}-]*){0,3}?)(?=\s+(?:at|@|from|in|with|and|on|,)\b|\s*[,.;:!?()\n—–]|\s*$)`,
    "iu",
  ),
  new RegExp(String.raw`\b((?:[\p{L}-]+\s+){1,2}${DEGREE_WORD}\s+student)\b`, "iu"),
  // "Studentessa di architettura", "Estudiante de ingeniería civil", "Student geneeskunde": the
  // word for student in the person's language, with the field after it, up to the school.
  new RegExp(
    String.raw`\b((?:Studentessa|Studente|Estudiante|Estudante|Étudiante?|Studentin|Student)\s+(?:(?:di|de|del|da|do|d'|en|in|der)\s+)?(?!(?:at|al|alla|en|na|no|aan|an|à|in|of|and|i|who|from)\b)\p{Ll}[\p{L}-]+(?:\s+(?!(?:at|al|alla|allo|en|na|no|aan|an|à|in|of|and|at|from)\b)\p{Ll}[\p{L}-]+)?)(?=\s+(?:at|al|alla|allo|en|na|no|aan|an|à|in|@)\b|\s*[,.;!?\n]|\s*$)`,
    "u",
  ),
];
const FIELD_SET = new Set(FIELDS.map((f) => fold(f).split(/\s+/)[0] ?? ""));
export function withDegreeAsWritten(roles: ProfileRole[], text: string): ProfileRole[] {
  for (const re of DEGREE_ROLES) {
    const written = re.exec(text)?.[1];
    if (!written) continue;
    const words = fold(written).split(/\s+/);
    // "I'm a PhD student": the words before the degree are a field, not "m a".
    if (words[0] && (STOPWORDS.has(words[0]) || words[0].length < 2)) continue;
    // "PhD student in Leeds": a place, not a field; a field is written in lower case or is known.
    const field = /\sin\s+(\S+)/.exec(written)?.[1];
    if (field && /^\p{Lu}/u.test(field) && !FIELD_SET.has(fold(field))) continue;
    if (matchLexicon(written).matches.some((m) => m.entry.kind === "place")) continue;
    const k = roles.findIndex((r) => {
      const label = fold(r.label).split(/\s+/);
      return r.domain === "education" && label.length < words.length && label.every((w) => words.includes(w));
    });
    if (k < 0) continue;
    // "ingeniería" read alone as well is part of "Estudiante de ingeniería civil".
    const inside = (r: ProfileRole) =>
      fold(r.label)
        .split(/\s+/)
        .every((w) => words.includes(w));
    return roles.flatMap((r, j) => (j === k ? [{ ...r, label: written }] : inside(r) ? [] : [r]));
  }
  return roles;
}
