// Reads a free-form description and pulls out what a bio is made of. Used by the composer and
// by the companion features (emoji and hashtag suggestions, related bios), so every field is
// already safe to print: no markup, no injected instructions, no profanity, and contact
// details kept apart from everything else.

import { capitalizeKnownTowns } from "./extract/towns";
import { platformNames } from "./platform-case";
import type { Persona } from "./extract/domains";
import { byKind, matchLexicon, type LexMatch } from "./extract/match-lexicon";
import { findAchievements, findMoney, findNumbers, startsWithAnother } from "./extract/patterns-facts";
import { findBrands, findExBrands, findOwnNames } from "./extract/brands";
import {
  dedupe,
  fieldBeforeSchool,
  findEducation,
  findNames,
  findUniversity,
  findYears,
} from "./extract/patterns-identity";
import { findCuedPlaces, findDescriptors, findMission, findMotto, findOffers } from "./extract/patterns-offers";
import { keywordsOf, languageHints, personaOf, productFromList, rankDomains, voiceOf } from "./extract/profile-shape";
import type { ExtractedProfile, ProfileInterest } from "./extract/profile-types";
import { ATTENDED_BEFORE, findCompoundVentures } from "./extract/compound-ventures";
import { currentFirst, currentSentence } from "./extract/current";
import { ownPhraseItems } from "./extract/own-words";
import { homesAndAreas, namesANeighbourhood, opensAName, schoolTown } from "./extract/home-places";
import { NATIVE_PLACE_NAMES } from "./extract/lexicon-places";
import { inKinClause } from "./extract/kin";
import { withAreas, withRegions } from "./extract/place-forms";
import { HOME_CUE, placesLeft, placesInTimeOrder, tookItOver } from "./extract/place-order";
import { hasCapsRole, isAboutOthers, rolesFrom } from "./extract/roles";
import { breakAtEmoji, fold, hasWholeWords, opensQuoteOnly, saysWords } from "./extract/tokenize";
import { sanitizeDescription } from "./safety/sanitize-input";

export type { Domain, Persona } from "./extract/domains";
export type { NumberFact } from "./extract/patterns-facts";
export type { YearFact } from "./extract/patterns-identity";
export type { ExtractedProfile, ProfileInterest, ProfileRole } from "./extract/profile-types";

// Print the person's own word when it is a proper spelling of the entry ("photos", "café",
// "chai"); typos, plurals folded by the matcher, short forms and proper nouns print as the
// entry's label ("ml" → "machine learning", "kdramas" → "K-dramas").
function interestLabel(m: LexMatch): string {
  const raw = m.raw.replace(/\s+/g, " ");
  const label = m.entry.label;
  const exactForm = m.entry.tokens.join(" ") === fold(raw);
  // A short form ("ml", "vfx") prints as the label; a short word ("tea" for "chai") as written.
  const shortForm = raw.length < 3 || (raw.length === 3 && !/[aeiou]/i.test(raw));
  if (!exactForm || shortForm || /\p{Lu}/u.test(label)) return label;
  // Brand-style casing the person chose ("YouTube", "TikTok") stays; other capitals do not.
  if (/\p{Ll}\p{Lu}/u.test(raw)) return raw;
  return raw.toLowerCase();
}

// A place prints as the person wrote it: "LA" stays "LA", "Bombay" stays "Bombay". A typo of
// the name ("banglore") prints as the name.
function placeLabel(m: LexMatch): string {
  const raw = m.raw.replace(/\s+/g, " ");
  const label = m.entry.label;
  const exactForm = m.entry.tokens.join(" ") === fold(raw);
  // "Kraków" stays "Kraków" though the lexicon's form has no accent.
  if (exactForm && fold(raw) === fold(label) && /[^\u0000-\u007f]/.test(raw) && raw !== label)
    return /\p{Lu}/u.test(raw)
      ? raw
      : raw.replace(/(^|\s)(\p{Ll})/gu, (_, s: string, c: string) => s + c.toUpperCase());
  const native = exactForm && NATIVE_PLACE_NAMES.has(raw.toLowerCase());
  if (!native && (!exactForm || fold(raw) === fold(label) || fold(raw).slice(0, 4) === fold(label).slice(0, 4)))
    return label;
  if (/\p{Lu}/u.test(raw)) return raw;
  return raw.replace(/\p{L}+/gu, (w) =>
    // "ktm", "atx", "pdx": a short form in three letters is written in capitals ("rio" is a name).
    w.length <= 2 || (w.length === 3 && /[^aeiou]{2}/i.test(w)) ? w.toUpperCase() : w[0]?.toUpperCase() + w.slice(1),
  );
}

// "Florence Nightingale Award", "Lagos Legal Awards 2022", "Vogue India", "Times of India": a
// place inside the name of an award, an event, an institution or a title says nothing about
// where the person is.
const TITLE_AFTER =
  /^[\s-]+(?:\p{Lu}[\p{L}'’.&-]*\s+){0,3}(?:Awards?|Prize|Medal|Fellowship|Festival|Fashion Week|Week|Magazine|Times|Post|Herald|Review|University|College|School|Institute|Academy|Club|FC|Marathon|Cup|Championships?|League|Summit|Conference|Biennale|Open|Grand Prix|Film Festival|Design Week)\b/u;
const TITLE_BEFORE =
  /(?:\b(?:Vogue|GQ|Forbes|Elle|ELLE|Bazaar|Cosmopolitan|Femina|Filmfare|Rolling Stone|Esquire|Grazia|Marie Claire|Times of|Hindustan|Condé Nast|Traveller|Lonely Planet|National Geographic|Nat Geo|TEDx|MasterChef|Shark Tank|Idol|Got Talent|Top Chef|Miss|Mister|Mr|Mrs|Team|Google|Microsoft|Amazon|Netflix|Spotify|Deloitte|Uber)\s+)$/u;

// "Coke Studio Pakistan", "Bank of America": a place after a run of capitalised words, or after
// a capitalised word and "of", is part of a proper name (a show, a brand, a company), not where
// the person lives. "Wedding Photographer Delhi" is a title and a place; "From Pune", "Pune
// India" are cues and places.
const NAME_RUN = /((?:\p{Lu}[\p{L}\p{N}'’&.-]*\s+){1,3})(of\s+(?:the\s+)?)?$/u;
const CUE_WORD =
  /^(?:In|From|At|Based|Near|Outside|Around|Across|Visiting|Living|Moved|Born|Raised|Proud|Love|Loving|Hello|Hi|Hey|Namaste|Made|Home|Welcome|Via|And|Or|To|Of|I|I'm|Im|My|Our|We|The|A|An|Greater|North|South|East|West|Central|New|Old|Downtown|Sunny|Beautiful)$/;

function insideProperName(text: string, start: number, others: LexMatch[]): boolean {
  const before = text.slice(Math.max(0, start - 48), start);
  const m = NAME_RUN.exec(before);
  if (!m) return false;
  const words = (m[1] ?? "").trim().split(/\s+/);
  const runStart = start - before.length + m.index;
  // A role, a place or a cue inside the run means it is not a name.
  if (others.some((o) => o.start < start && o.end > runStart && o.start >= runStart - 1)) return false;
  const last = words[words.length - 1] ?? "";
  if (CUE_WORD.test(last)) return false;
  if (m[2]) return true;
  const named = words.filter((w) => !CUE_WORD.test(w));
  return (
    named.length >= 2 &&
    named.length === words.length - (CUE_WORD.test(words[0] ?? "") ? 1 : 0) &&
    !CUE_WORD.test(words[words.length - 2] ?? "")
  );
}

// "Pakistan Idol", "Radio Lahore Nights": a place followed by a capitalised word that is no
// common noun of belonging ("Delhi Girl") is the start of a name, unless a cue says it is
// where the person is ("based in Pune Maharashtra" has its own place after it).
const NAME_AFTER = /^\s+(\p{Lu}[\p{Ll}'’]+)(?![\p{L}'’-])/u;
const BELONGING =
  /^(?:Girl|Boy|Kid|Native|Local|Born|Based|Raised|Resident|Girlie|Gal|Guy|Mom|Mum|Dad|Baby|Lover|Foodie|Blogger|Vibes|Life|Diaries|Dreamer|Is|And|Or|But|To|In|At|Since|Here|For|With|The|A|An|I|My|We|Our)$/;
const LAND_WORD = /^(?:Island|Islands|Isle|Coast|Bay|Lake|Valley|Hills|Beach|Mountains|Peninsula|Highlands)$/;
const PLACE_CUE_BEFORE = /(?:\b(?:in|from|at|based|near|outside|around|across|to|of|visiting|📍)\s*|[|•·,;:(]\s*)$/iu;

function opensName(text: string, start: number, end: number, others: LexMatch[]): boolean {
  const after = NAME_AFTER.exec(text.slice(end, end + 32));
  if (!after || BELONGING.test(after[1] ?? "")) return false;
  if (others.some((o) => o.start >= end && o.start <= end + (after[0]?.length ?? 0))) return false;
  return !PLACE_CUE_BEFORE.test(text.slice(Math.max(0, start - 16), start));
}

// A platform ("in my bedroom 🎧 spotify 40k") is where the work is heard, never the person's own name.
const PLATFORM = new RegExp(`^(?:${platformNames()})$`, "i");

// "I went to college in Madison", "worked in insurance in Milwaukee": a job or a school in a
// place the person has left is their past, not a line about them now. ("Grew up in Lagos" and
// "originally from Cork" say where they come from, and stay.)
const PAST_WORK =
  /\b(?:went\s+to|worked|was\s+an?|were\s+an?|used\s+to|spent|studied|did\s+(?:my|a|an)|before\s+(?:this|that))\b/i;
function pastWorkIn(phrase: string, formerPlaces: string[]): boolean {
  return PAST_WORK.test(phrase) && formerPlaces.some((p) => fold(phrase).includes(fold(p)));
}

function partOfTitle(text: string, start: number, end: number, others: LexMatch[] = []): boolean {
  return (
    TITLE_AFTER.test(text.slice(end)) ||
    opensName(text, start, end, others) ||
    TITLE_BEFORE.test(text.slice(Math.max(0, start - 40), start)) ||
    insideProperName(text, start, others)
  );
}

/**
 * A venture as the person named it ("guesthouse", "bookshop"), not the lexicon's headword
 * ("homestay", "bookstore"): the headword when they used it, and the singular of a plural
 * ("guesthouses" is a guesthouse).
 */
function ventureAsWritten(m: LexMatch): string {
  const form = m.entry.tokens.join(" ");
  const bare = (s: string) => fold(s).replace(/[\s-]/g, "");
  if (bare(form) === bare(m.entry.label)) return m.entry.label;
  const word = fold(m.raw) === form ? m.raw : form;
  // "Guesthouse" opening a sentence is the word "guesthouse".
  return /^\p{Lu}\p{Ll}*(?:\s\p{Ll}+)*$/u.test(word) ? word.toLowerCase() : word;
}

export function extractProfile(description: string): ExtractedProfile {
  const safe = sanitizeDescription(description);
  // "comp sci @ unilag", "designer @ Canva": a spaced "@" is "at" (a handle has no space).
  // "sunday league champs, leeds": a town in lower case is read with its capitals.
  const text = breakAtEmoji(
    capitalizeKnownTowns(safe.text.replace(/(?<=[\p{L}\p{N}.)])\s+@\s+(?=[\p{L}\p{N}])/gu, " at ")),
  );
  const { matches, tokens, canon } = matchLexicon(text);
  const norms = tokens.map((t) => t.norm);
  // "Indie rock band from Shillong": no pronoun, but a venture and no person's role.
  // "Twitch streamer … with my grandma. We hit 25k": a description that opens with a role is one
  // person's, whatever its "we" says.
  const opensWithRole = matches.find((m) => m.entry.kind !== "interest")?.entry.kind === "role";
  const pronounVoice = voiceOf(norms, opensWithRole);
  const hasPronoun = norms.some((t) => ["i", "i'm", "im", "my", "me", "we", "we're", "our", "us"].includes(t));
  // "Handmade soy candles | small batch | shipping pan India": a shop talking, no pronoun needed.
  const COMMERCE =
    /\b(?:shipping|ships|orders?|order now|small[- ]batch|handmade|hand-?crafted|delivery|delivers|restock|in stock|made to order|wholesale|pan india|worldwide|dm to order|shop now|store|outlets?|menu|reservations)\b/i;
  const personless = !hasPronoun && byKind(matches, "role").length === 0 && !hasCapsRole(text);
  // "high school senior", "grad school": a school the person attends is no venture they run.
  // ("going back to school", "after school", "dropped out of school": school as somewhere to be.)
  const attended = (m: LexMatch) =>
    /^schools?$/i.test(m.raw) &&
    (ATTENDED_BEFORE.test(text.slice(0, m.start)) ||
      /\b(?:to|at|in|from|after|before|of|finish(?:ed|ing)?|quit|left)\s+$/i.test(text.slice(0, m.start)));
  const ventureMatches = byKind(matches, "venture").filter((m) => !attended(m));
  const voice = personless && (ventureMatches.length > 0 || COMMERCE.test(text)) ? "brand" : pronounVoice;

  const university = findUniversity(text);
  const studied = findEducation(text);
  const education = {
    ...studied,
    major: studied.major ?? (university ? fieldBeforeSchool(text, university) : undefined),
  };
  const found = findOffers(text, { gerunds: voice === "brand" });
  const impliedRoles = found.impliedRoles;
  // A shop's list ("Handmade soy candles | small batch") names its product in the item
  // that holds an interest.
  // "Ada's mum, a retired midwife, does our books": words said of a relative are theirs.
  // ("My parents opened a restaurant in Windsor … I came home to take over": theirs is the person's now.)
  const tookOver = tookItOver(text);
  const saidOfKin = (phrase: string, whole = false) => {
    if (tookOver) return false;
    const at = text.toLowerCase().indexOf(phrase.toLowerCase());
    return inKinClause(text, at, whole ? at + phrase.length : at + 1);
  };
  const offers = (
    found.offers.length > 0 || voice === "personal" ? found.offers : productFromList(text, matches)
  ).filter((o) => !opensQuoteOnly(o) && !saidOfKin(o));
  // In a life story, what the sentence about now names comes first.
  const now = currentSentence(text);
  const own = ownPhraseItems(text);
  const roles = currentFirst(
    rolesFrom(matches, tokens, text, voice, impliedRoles, education.major),
    now,
    (r) => r.label,
  );
  // "websites for nonprofits": a venture after "for/with/help" is a client, not the account.
  // "school counsellor", "restaurant manager": a venture word right before a role says where
  // the person works, not what they run.
  const roleStarts = new Set(byKind(matches, "role").map((r) => r.firstToken));
  const ownVentures = ventureMatches.filter(
    (m) =>
      !isAboutOthers(m, tokens, text) &&
      !roleStarts.has(m.lastToken + 1) &&
      // "a startup that turns restaurant food waste into compost": the restaurant is not theirs.
      !/\b(?:that|which|who)\b[^.!?\n,|;]*$/i.test(text.slice(0, m.start)) &&
      // "I play in a folk band and ride whenever I can": a band played in is a pastime, not a venture run.
      !/\b(?:play|plays|played|playing|sing|sings|singing|drum|drums|drumming)\s+(?:in|with|for)\s+(?:(?:a|an|the|this|that)\s+)?(?:[\p{L}-]+\s+)?$/iu.test(
        text.slice(0, m.start),
      ) &&
      // "making a game about a bakery run by frogs": what a work is about is not theirs.
      !/\b(?:about|featuring|starring|set\s+in)\s+(?:(?:the|a|an|this|that)\s+)?(?:[\p{L}-]+\s+)?$/iu.test(
        text.slice(0, m.start),
      ) &&
      // "nothing from the pharmacy helped", "queues at the bakery": a place they go to.
      // ("worked two years at a solar installation startup": the startup somebody else's too.)
      !/\b(?:from|at|to|into|outside|near|than|like)\s+(?:the|a|an|that|this|every|any)\s+(?:[\p{L}-]+\s+){0,2}$/iu.test(
        text.slice(0, m.start),
      ),
  );
  // "our fish-and-chip shop" as the person names it first, then what the lexicon knows.
  const compound = findCompoundVentures(text);
  const lexical = dedupe(ownVentures.map((m) => m.entry.label))
    .filter(
      (label) =>
        !compound.some(
          (c) =>
            saysWords(c.label, label) || ownVentures.some((m) => m.entry.label === label && saysWords(c.label, m.raw)),
        ),
    )
    .map((label) => {
      const m = ownVentures.find((v) => v.entry.label === label);
      return { label: m ? ventureAsWritten(m) : label, domain: m?.entry.domain ?? null };
    });
  const ventures = [...compound, ...lexical];

  // Rank by what the person stresses: repeats and "love / fan of / obsessed with" count more
  // than a passing mention ("writing specs" is not a hobby).
  const LIKE_CUE =
    /\b(?:love|loves|loving|luv|fan of|passionate about|obsessed with|into|favourite|favorite|enjoy|hobbies|addicted to|can't stop|me encanta|amo|me gusta|pasand)\b[^.!?\n]{0,60}$/i;
  const rawInterests = byKind(matches, "interest");
  // "Kaapi Co" is a name, not a vote for filter coffee.
  const brandNames = findBrands(text).map(fold);
  const insideBrand = (raw: string) => brandNames.some((b) => b.includes(fold(raw)) && b !== fold(raw));
  const weight = new Map<string, number>();
  rawInterests.forEach((m, k) => {
    const cue = LIKE_CUE.test(text.slice(Math.max(0, m.start - 60), m.start)) ? 3 : 0;
    weight.set(m.entry.label, (weight.get(m.entry.label) ?? 0) + 1 + cue - k * 0.01);
  });
  // "a startup that collects used cooking oil": what a venture does is not the person's passion.
  const inRelative = (m: LexMatch) => /\b(?:that|which)\b[^.!?\n,|;]*$/i.test(text.slice(0, m.start));
  // "running a cacao farm", "coaching the debate team", "running events across Cyprus": the verb,
  // not a hobby.
  const asVerb = (m: LexMatch) =>
    /ing$/i.test(m.raw) &&
    /^(?:a|an|the|my|our|his|her|their|this|two|three|several|events|workshops|classes|sessions|tours|campaigns|retreats|courses|programmes|programs|projects|errands|operations|clubs)$/.test(
      norms[m.lastToken + 1] ?? "",
    );
  // "no ai pls", "not into football", "anti-diet": what the person turns down is no interest.
  const refused = (m: LexMatch) =>
    /(?<![\p{L}'’])(?:no|not|anti|without|zero|never|hate|hates|dislike|dislikes)[\s-]+(?:into\s+|a\s+fan\s+of\s+)?$/iu.test(
      text.slice(Math.max(0, m.start - 40), m.start),
    );
  // "one in Physical Review Letters": the last word of a name in capitals is no interest.
  const endsAName = (m: LexMatch) =>
    /^\p{Lu}/u.test(m.raw) &&
    /(?<![.!?:|•\n]\s*)(?:\p{Lu}[\p{L}'’-]+\s+){2}$/u.test(text.slice(Math.max(0, m.start - 40), m.start)) &&
    !/^\s+\p{Lu}/u.test(text.slice(m.end, m.end + 3));
  const interestMatches = [...rawInterests]
    .filter(
      (m) =>
        !insideBrand(m.raw) &&
        !endsAName(m) &&
        !inRelative(m) &&
        !asVerb(m) &&
        !refused(m) &&
        !inKinClause(text, m.start),
    )
    .sort((a, b) => (weight.get(b.entry.label) ?? 0) - (weight.get(a.entry.label) ?? 0));
  const seenInterests = new Set<string>();
  const interests: ProfileInterest[] = [];
  for (const m of interestMatches) {
    if (seenInterests.has(m.entry.label)) continue;
    seenInterests.add(m.entry.label);
    interests.push({ label: interestLabel(m), emoji: m.entry.emoji, domain: m.entry.domain });
  }

  const brands = findBrands(text);
  const exBrands = findExBrands(text);
  const knownNames = new Set([...brands, ...(university ? [university] : [])].map(fold));
  // "IIT Bombay" is a university, not a vote for Mumbai.
  const insideName = (raw: string) => [...knownNames].some((n) => n.includes(fold(raw)));
  // Roles and places that could open a run of capitals: "Wedding Photographer Delhi" is no name.
  const notNames = matches.filter((m) => m.entry.kind === "role" || m.entry.kind === "place");
  const placeMatches = byKind(matches, "place").filter(
    (m) =>
      !insideName(m.raw) &&
      !partOfTitle(text, m.start, m.end, notNames) &&
      !opensAName(text, m.end, m.start) &&
      !namesANeighbourhood(text, m.start),
  );
  // "Waiheke Island", "Salt Spring Island": a land word closing a longer name is part of it,
  // not an interest in islands.
  const landWord = (m: LexMatch, name: string) => LAND_WORD.test(m.raw) && m.end === name.length && m.start > 0;
  // "Porto Alegre", "Santa Cruz": a known town's name run on in capitals is a longer town, whatever
  // its later words mean alone ("alegre" is a trait).
  const longerTown = (p: string, found: LexMatch[]) =>
    /^\p{Lu}\S*(?:\s\p{Lu}\S*)+$/u.test(p) && found[0]?.entry.kind === "place" && found[0].start === 0;
  // "Now I live in Fort William": a name said as where the person lives is a place, whatever its
  // words mean alone ("fort").
  const livesIn = new Set([...text.matchAll(HOME_CUE)].map((m) => fold(m[1] ?? "")).filter((p) => p.length > 0));
  const cuedPlaces = findCuedPlaces(text).filter((p) => {
    const found = matchLexicon(p).matches;
    return (
      !knownNames.has(fold(p)) &&
      (livesIn.has(fold(p)) || longerTown(p, found) || !found.some((m) => m.entry.kind !== "place" && !landWord(m, p)))
    );
  });
  const { homes, serviceAreas } = homesAndAreas(
    text,
    placeMatches.map((m) => ({ label: placeLabel(m), start: m.start })),
    cuedPlaces,
  );
  const { left: wasLeft, gone, away } = placesLeft(text);
  const inTimeOrder = placesInTimeOrder(text, homes);
  // A place said in the sentence about now leads, unless it is one they left ("I came back from
  // Dubai and now run it"). One they worked or studied in before is not theirs when another place
  // is ("worked in Calgary before moving out to Canmore"); said alone ("I was an auditor in
  // Johannesburg for ten years. Now I draw comics"), it most likely still is, unless they say
  // they went away from it.
  const ordered = currentFirst(inTimeOrder, now, (p) => p);
  const here = ordered.filter((p) => !gone(p));
  // A student of "TU Munich" who was a barista in Melbourne before is not in Melbourne: the
  // school's own town says where they are, and the bio names the school.
  const school = schoolTown(university);
  const elsewhere = (p: string) => school !== undefined && fold(p) !== fold(school);
  const places = withAreas(
    text,
    withRegions(
      text,
      (here.length > 0 ? here : ordered.filter((p) => !away(p) && !elsewhere(p))).sort(
        (a, b) => Number(wasLeft(a)) - Number(wasLeft(b)),
      ),
    ),
  );

  const names = findNames(text).filter((n) => !knownNames.has(fold(n)) && !places.some((p) => fold(p) === fold(n)));
  const roleLabels = new Set(roles.map((r) => fold(r.label)));
  const descriptors = findDescriptors(text).filter((d) => !roleLabels.has(fold(d)));
  // "chai addict" already says "chai"; printing both reads like a stutter.
  const coveredByDescriptor = (label: string) =>
    descriptors.some((d) => fold(d).includes(fold(label))) || roles.some((r) => fold(r.label).includes(fold(label)));
  const shownInterests = interests.filter((i) => !coveredByDescriptor(i.label));
  // "Award-winning creative agency in Mumbai": the place is printed elsewhere, once.
  const withoutPlace = (a: string) =>
    places.reduce(
      (s, p) =>
        s.replace(
          new RegExp(`\\s+(?:in|from|at|based in)\\s+${p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b.*$`, "i"),
          "",
        ),
      a,
    );
  // "Certified personal trainer" restates the role; it is not a separate credit.
  const restatesRole = (a: string) =>
    roles.some((r) => fold(a).endsWith(fold(r.label)) && a.split(/\s+/).length <= r.label.split(/\s+/).length + 1);
  const allAchievements = dedupe([
    ...findMoney(text),
    ...findAchievements(text).map(withoutPlace),
    ...exBrands.map((b) => `Ex-${b}`),
  ]);
  // "Raised $2M" next to "Raised $2M seed": keep the fuller one.
  const achievements = allAchievements.filter(
    (a) =>
      !restatesRole(a) &&
      !opensQuoteOnly(a) &&
      !saidOfKin(a) &&
      // "Had trained as a pharmacist in Zaria": before the story's now.
      !/^had\s/i.test(a) &&
      !allAchievements.some((o) => o !== a && fold(o).startsWith(fold(a))),
  );

  const ownBrand =
    findOwnNames(text).find((n) => !PLATFORM.test(n)) ??
    brands.find(
      (b) =>
        !PLATFORM.test(b) &&
        new RegExp(
          `\\b(?:my|our|founder|co-?founder|owner|ceo|creator|called|named)\\b[^.\\n]{0,30}${b.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
          "i",
        ).test(text),
    );
  const employer = brands.find((b) => b !== ownBrand && !exBrands.includes(b));

  // A town printed with its region or its neighbourhood ("Savannah, Georgia") is no place left.
  const formerPlaces = inTimeOrder.filter((p) => !places.some((q) => q === p || hasWholeWords(q, p)));
  const base = {
    roles,
    ventures,
    interests: shownInterests,
    places,
    formerPlaces,
    serviceAreas,
    achievements,
    numbers: findNumbers(text),
    brands,
    employer,
    ownBrand,
    exBrands,
    names,
    years: findYears(text),
    university,
    degree: education.degree,
    major: education.major,
    personality: dedupe(byKind(matches, "trait").map((m) => m.entry.label)),
    descriptors,
    mission: findMission(text),
    offers: offers.filter((o) => !roleLabels.has(fold(o))),
    motto: findMotto(text),
    echoes: safe.echoes,
    wantsContact: safe.wantsContact,
    contact: safe.contact,
    languageHints: languageHints(norms),
    voice,
    persona: "creator" as Persona,
    domains: rankDomains(roles, interests, ventures),
    phrases: currentFirst(
      own
        .map((p) => p.text)
        .filter((p) => !pastWorkIn(p, formerPlaces) && !saidOfKin(p, true) && !startsWithAnother(p, text)),
      now,
      (p) => p,
    ),
    nowPhrases: own.filter((p) => p.now).map((p) => p.text),
    cleanText: text,
    flags: safe.flags,
  };
  base.persona = personaOf(base, text);
  // Misspelt words are not keywords: their corrected forms already are.
  const asWritten = tokens.filter((t, k) => canon[k] === t.norm || canon[k] === undefined);
  return { ...base, keywords: keywordsOf(base, asWritten) };
}
