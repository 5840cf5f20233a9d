import { inKinClause } from "../extract/kin";

// How a student says what and where they study, in the clauses of their own description: the
// lead a student's bio opens with ("Second year of marine biology at the Universidad de Costa
// Rica", "PhD in computational linguistics at Saarland University", "Studuju informatiku na ČVUT
// v Praze"), and the clauses that only say the year, which lead nothing.

const YEAR_WORD = "first|second|third|fourth|fifth|final|last|1st|2nd|3rd|4th|5th";
// "now in my second year of a psychology degree at Monash", "5th yr med @ UP Manila": what the
// person studies now is who they are, whatever jobs the story names before it.
const NOW_STUDYING = new RegExp(
  String.raw`^(?:(?:now|currently|these\s+days)\s+)?(?:in\s+)?(?:my\s+)?((?:${YEAR_WORD})\s+(?:year|semester)\s+(?:of|in|at)\b.*|(?:${YEAR_WORD})\s+(?:year|yr|semester|sem)\.?\s+[\p{L}&]+(?:\s+[\p{L}&]+){0,2}\s*(?:@|at)\s+\S.*|(?:phd|ph\.d\.?|doctorate|master'?s|msc|mphil|mres)\s+(?:student\s+|candidate\s+)?in\s+[^@]{2,48}?\s(?:at|@)\s+\p{Lu}.*|(?:studying|doing|finishing)\s+.*\b(?:degree|course|phd|master'?s|bachelor'?s|diploma|bootcamp|apprenticeship|mba|msc|bsc|llb|llm|mbbs|btech|b\.tech|mtech|pgdm|bba|bcom|b\.com|mphil|dphil)\b.*)$`,
  "iu",
);
const FOREIGN_STUDY =
  /^(?:studuju|studuji|studiuję|studiuje|studentka|studentem|studentin|étudiante?|estudiante|estudo|estudio|studio|studeer|mahasiswa|mahasiswi|öğrenciyim|sinh\s+viên|studerar|studerer|opiskelen|hallgató)(?![\p{L}])/iu;
const YEAR_ONLY = new RegExp(
  String.raw`^(?:(?:i'?m|i\s+am)\s+)?(?:now\s+|currently\s+)?(?:in\s+)?(?:my\s+)?(?:${YEAR_WORD})\s+(?:year|semester)\b(?!\s+(?:of|in|at)\b)`,
  "iu",
);
// "19 and I'm in my first year of civil engineering at USP": the same, said after "I'm" inside a
// clause.
const STUDYING_INSIDE = new RegExp(
  String.raw`\b(?:i'?m|i\s+am)\s+(?:now\s+|currently\s+)?in\s+my\s+((?:${YEAR_WORD})\s+(?:year|semester)\s+(?:of|in|at)\b.*)$`,
  "iu",
);

// "I got into Actuarial Science at Strathmore University", "I study mechatronics at Tec de
// Monterrey", "I'm in 400 level Computer Science at UI", "in the nursing program at Delgado",
// "studying veterinary medicine in Cluj-Napoca":
// what they study and where, said as written. ("I studied law at Leeds" is the past; a
// relative's studies are not the person's.)
const STUDY_AT = new RegExp(
  String.raw`\b(?:studying|study|studies|reading|got\s+into|majoring\s+in|(?:(?:i'?m|i\s+am)\s+(?:now\s+|currently\s+)?)?in(?=\s+\d{3}\s+level\b)|(?:enrolled\s+)?in\s+the(?=\s+[\p{L} -]{2,40}?\s(?:program|programme|course)\s+(?:at|@)\s))\s+((?!(?:a|an|the|my|our|hard|abroad|here|there|i|i'm|im|we|when|while)\b)[\p{L}\d][\p{L}\d&' -]{1,40}?\s(?:at|@|in)\s+\p{L}.*)$`,
  "iu",
);
function studyAt(clause: string): string | undefined {
  const m = STUDY_AT.exec(clause);
  const said = m?.[1];
  if (!said || inKinClause(clause, m.index + m[0].indexOf(said))) return undefined;
  // The school is a name: "at Waseda", "@ UI", never "at night". What follows it joined by
  // "and", "while" or "where" is another thing ("law at Leeds and I love hiking").
  // "studying veterinary medicine in Cluj-Napoca": where, said as a town, with the studying.
  const at = /\s(?:at|@)\s+(?=\S)/u.exec(said) ?? /\sin\s+(?=\S)/u.exec(said);
  if (!at || !/^\p{Lu}/u.test(said.slice(at.index + at[0].length))) return undefined;
  const end = /\s+(?:and|but|so|while|where|which|because|when|though)\b/iu.exec(said.slice(at.index));
  const studied = end ? said.slice(0, at.index + end.index) : said;
  return /^\s*in\s/u.test(at[0]) && /^\s*stud(?:y|ies|ying)\b/i.test(m[0]) ? `studying ${studied}` : studied;
}

// "In my third year": a year of study says nothing alone, before or after the school is named.
const BARE_YEAR = new RegExp(
  String.raw`^(?:(?:now|currently)\s+)?(?:in\s+)?(?:my\s+)?(?:${YEAR_WORD})\s+(?:year|semester)(?:\s+(?:now|currently))?$`,
  "i",
);

/** "In my third year", "in my final year now": a year of study said alone. */
export const isBareYear = (clause: string) => BARE_YEAR.test(clause);

/** "I'm now in my third year", without what or where: when in a degree, not what it is. */
export const saysOnlyTheYear = (clause: string) => YEAR_ONLY.test(clause);

/** A description that opens with studying in the person's own language. */
export const opensWithStudying = (clause: string) => FOREIGN_STUDY.test(clause);

/**
 * What and where the person studies, as this clause says it, or nothing. `namesStudent`: the
 * person already calls themself a "geography student", which says what "geography at UCL" would.
 */
export function studyClause(clause: string, namesStudent: boolean): string | undefined {
  const said =
    NOW_STUDYING.exec(clause)?.[1] ??
    STUDYING_INSIDE.exec(clause)?.[1] ??
    SCHOOL_YEAR.exec(clause)?.[1] ??
    (namesStudent ? undefined : studyAt(clause));
  // "doing a master's in renewable energy engineering at …": the degree says it, without the doing.
  // "… at INSEAD in Fontainebleau after five years in supply chain": the story around it goes.
  return said?.replace(DOING_A_DEGREE, "").replace(/\s+(?:after|before|since|while)\s+.*$/i, "");
}

// "16 and in Year 11 at Christchurch Girls' High School", "grade 10 @ Lincoln High": a school
// year with the school.
const SCHOOL_YEAR = /(?:^|\bin\s+)((?:year|grade|form|class)\s+\d{1,2}\s+(?:at|@)\s+\p{Lu}.*)$/iu;

const DOING_A_DEGREE =
  /^(?:doing|finishing|studying\s+for)\s+(?:a|an|my)\s+(?=(?:phd|ph\.d\.?|doctorate|master'?s|msc|mphil|mres|mba|bachelor'?s|bsc|ba|llm|llb)\s+(?:(?:degree\s+)?in|at|@)\s)/i;
