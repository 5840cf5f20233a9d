import { contentWords } from "../extract/own-words";
import { familyCount } from "../extract/patterns-facts";
import { gerund } from "../extract/patterns-offers";
import { caseBlindWholeWordsAt, escapeRegExp, fold, replaceAt, saysWords } from "../extract/tokenize";
import { graphemeLength } from "../graphemes";
import { isBareYear, opensWithStudying, saysOnlyTheYear, studyClause } from "./study-lead";

// Which of the person's own phrases a bio prints: the most specific identity to lead with
// ("street food vlogger from Indore" beats "vlogger"), counts as proof ("300 pairs cleaned"),
// and the rest as lines of their own. The facts a lexicon found are printed anyway; an own
// phrase earns its place by saying something they do not.

export interface OwnFacts {
  lead?: string;
  /** What the lead already says, so later lines do not repeat it. */
  leadSays: ("role" | "place" | "niche" | "brand" | "edu")[];
  own: string[];
  proofs: string[];
}

interface Known {
  roles: string[];
  /** What and where they study, as printed: "CS @ McGill". */
  edu?: string;
  /** Roles too long to print alone, which a clause may still lead with. */
  longRoles?: string[];
  places: string[];
  /** Places the person has left: kept in their capitals, never a place of their own. */
  formerPlaces?: string[];
  /** Places the person works across: printed with the proof, never as a line of their own. */
  areas?: string[];
  niches: string[];
  proofs: string[];
  venture?: string;
  /** The name the person gives their own shop, band or show. */
  brand?: string;
  voice: "personal" | "brand";
  /** The description names a shop, a workshop, a farm or the like. */
  business?: boolean;
  /** The person's clauses about what they are or do now ("Running my own practice"). */
  now?: string[];
  /** The clause the description opens with. */
  opening?: string;
}

const has = saysWords;
// "'26" is a class year and "1800s" a time, not counts.
const numbersOf = (s: string): string[] => s.match(/(?<!['’]\d*)\d+(?:[.,]\d+)*(?!\d*s\b)/g) ?? [];
// "I run…", and "in 2020 I opened my own bakery…" after the year it happened.
const FIRST_PERSON = /^(?:(?:in|since|by)\s+(?:19|20)\d\d,?\s+)?(?:i|my|me|we|our|us)\b/i;
// Disclaimers and pronouns say nothing a reader would recognise the person by.
const DISCLAIMER =
  /^(?:views?|opinions?|thoughts?|tweets?|posts?)(?: are)? (?:my own|mine|own)$|^(?:not|no) (?:financial |legal |medical )?advice$|^(?:she|he|they)\/(?:her|him|them|they)s?$|^(?:rts?|retweets?)(?: are)? (?:not |≠ ?)?endorsements?$|^nothing fancy$/i;
// How a story felt, not what it is: "I never planned any of this", "got bored during lockdown",
// "Burnt out completely". They say nothing a reader can use about the person now.
const STORY_ASIDE =
  /^(?:(?:and|so|but|honestly|okay|ok|well|actually|tbh|lol|maybe|perhaps|probably|somehow|anyway)[\s,]+)*(?:that['’]?s\s+(?:why|how)\b|(?:i\s+)?(?:(?:never|didn'?t|did not|wasn'?t|was not)\s+(?:plan(?:ned)?|expect(?:ed)?|mean(?:t)?|intend(?:ed)?|think|thought)\b|(?:got|was|felt|became|burnt|burned)\s+(?:so\s+|really\s+)?(?:bored|burnt out|burned out|out|tired|restless|stuck|lost|depressed)\b))/i;
// "I worked in a bakery in Leith for six years", "I used to be a bouncer": a job the story has
// left behind, which a line of its own would print as the person's now.
const PAST_JOB =
  /^(?:(?:and|so|then)\s+)?i\s+(?:worked|used\s+to|spent|was\s+an?|trained|interned|apprenticed|started\s+(?:as|at|out))\b/i;
// "…, then as a night manager": a step of a list of jobs, which says nothing alone.
const AS_FRAGMENT = /^(?:(?:and|then|later|finally)\s+)*as\s+(?:an?|the)\s/i;
// "When my mum got sick I moved back home": what happened to someone else, told as a story.
const STORY_WHEN =
  /^(?:and\s+)?when\s+(?:my|our|his|her|their)\s+[^.!?,]{0,40}?\b(?:got|was|were|passed|died|left|retired|lost|fell|had|became)\b/i;
// Clauses that open with a liking or a habit describe interests, not who the person is.
// So do clauses that open a story's past ("After ten years as…", "Before university…").
// ("back in the Philippines", "living in Iloilo": where, not who.)
const WHERE_ONLY = /^(?:back|living|based|settled|located)\s+(?:in|on|at|out\s+of)\b/i;
const NOT_IDENTITY = new RegExp(
  String.raw`^(?:love|loves|luv|like|likes|enjoy|obsessed|into|fan|big fan|huge fan|addicted|currently|trying|learning|always|sometimes|also|ex|previously|formerly|after|before|during|until|when|while|at\s+\d+)\b|${WHERE_ONLY.source}`,
  "i",
);
// "On campus I'm on the tractor team" cut to "On campus": a clause that opens with where says
// where, not who.
// ("In my final year now" says when in a degree, and stays.)
const SETTING_FIRST =
  /^(?:on|in|at|near|around|outside|inside|from|by|with|to|into|onto|over|under)(?![\p{L}-])(?!\s+my\s+\S+\s+(?:year|semester)\b)/iu;

// Where a long clause can end and still say what it says: before what it was for, made from,
// or where and when ("Won the national science award | for a water filter made from husk").
// The words that start a setting in the languages people mix in ("na Uniwersytecie", "v Brně",
// "em Recife") are breaks as well; "de" and "di" are not, since they join a name ("Universidad
// Nacional de Colombia").
const SETTING_WORDS = "na|w|z|ze|v|ve|em|en|à|au|auf|bei|mit|dari|tại|ở";
const BOUNDARY = new RegExp(
  String.raw`\s+(?=(?:for|with|from|made|using|in|at|on|since|by|to|and|but|so|because|while|who|which|that|call|dm|whatsapp|order|text|${SETTING_WORDS})(?![\p{L}]))|(?:(?<!\d),|,(?!\d))\s*`,
  "giu",
);
// "Astrophotographer living | in…", "a YouTube channel about | quilting": a cut never ends on a
// word that only leads to what was cut, nor on a verb joined to what came before it ("pharmacy in
// Turin and worked | in a hospital").
const TRAILING_STOP = new RegExp(
  String.raw`(?:\s+(?:and|&)\s+\p{L}+ed|\s+(?:a|an|the|and|or|of|in|on|at|to|for|from|with|by|my|our|&|about|into|than|as|living|based|located|working|who|which|that|i|we|i['’]m|im|we['’]re|i['’]ve|we['’]ve|it['’]s|i\s+am|we\s+are|specialising|specializing|specialised|specialized|set|focused|focusing|dedicated|devoted|known|famous|serving|offering|helping|old|new|small|big|little|young|great|good|best|fine|local|custom|vintage|classic|fresh|organic|premium|handmade|di|da|de|del|${SETTING_WORDS}))+$`,
  "iu",
);
// A clause that says what someone won or was picked for is proof without a number.
const HONOUR = /^(?:won|winner|awarded|recipient|finalist|selected|featured|published|shortlisted|ranked|named)\b/i;

const ACTIVITY = /^\p{L}{3,}ing\s/u;
const I_DO =
  /^(?:and\s+)?i\s+(make|film|shoot|post|draw|paint|write|bake|build|sell|fix|restore|review|teach|stream|record|cook|design|grow|knit|sew|brew|roast|carve|illustrate|photograph|keep|raise|breed|rescue|foster|weave|sculpt|tattoo|groom)\s+((?:\d[\d,.]*\s+)?\p{L}.*)$/iu;
// "I'm Oskar. I build custom wooden sailboats …": a name said alone (the phrase keeps no "I'm"),
// before what the person does.
const NAME_ONLY = /^\p{Lu}\p{Ll}+$/u;
const WE_DO =
  /^we\s+(?:fix|repair|make|bake|build|design|sell|teach|clean|paint|print|cater|deliver|install|restore|sew|brew|roast|grow|host|plan|walk|train|rescue|renovate|plant|translate|tattoo|groom|cook|film|shoot|record|brand|code|develop)\s+\p{L}/iu;
// "Demand grew", "Things changed": a step of the story in two or three words says nothing
// about who the person is.
const STORY_STEP =
  /^(?:\S+\s+){0,2}(?:grew|began|went|came|became|changed|happened|started|stopped|ended|followed|worked|exploded|blew up|took off)$|^\S+\s+(?:got|took|went|came|caught|spread|picked)\s+(?:around|off|on|up|out|viral)$/iu;

/** The longest start of `clause` that ends at a natural break and fits `max` graphemes. */
export function shortenClause(clause: string, max: number, min = 8, anyWord = false): string | undefined {
  if (graphemeLength(clause) <= max) return clause;
  let best: string | undefined;
  // A list without punctuation ("welder fabricator gates railings…") breaks at any word.
  const breaks = anyWord ? /\s+/gu : BOUNDARY;
  for (const m of clause.matchAll(breaks)) {
    // "Hartley | Plumbing": never inside a name.
    if (anyWord && /\p{Lu}\S*$/u.test(clause.slice(0, m.index)) && /^\s*\p{Lu}/u.test(clause.slice(m.index))) continue;
    const head = clause.slice(0, m.index).replace(TRAILING_STOP, "").trim();
    if (graphemeLength(head) > max) break;
    if (graphemeLength(head) >= min) best = head;
  }
  return best;
}

// Common words that spell a short name in capitals: "most of us" is never "most of US".
const SHORT_WORDS = new Set(["us", "it", "in", "me", "la", "or", "oh", "ok", "hi", "id", "co", "de", "pa", "ma", "am"]);

/** "pune" → "Pune": the place as the person wrote it, with the capital a name takes. */
function withPlaceCase(text: string, places: string[]): string {
  const cased = (m: string, p: string) =>
    m === m.toLowerCase() && !(p === p.toUpperCase() && SHORT_WORDS.has(m)) ? p : m;
  return places.reduce((t, p) => {
    const at = caseBlindWholeWordsAt(t, p);
    if (!at) return t.replace(new RegExp(`(?<![\\p{L}])${escapeRegExp(p)}(?![\\p{L}])`, "giu"), (m) => cased(m, p));
    return replaceAt(t, at, p.length, (m) => cased(m, p));
  }, text);
}

// "worked in a salon in Peckham … opened my own salon in Surulere": the business the person has
// is the one said as theirs, never one a past job was in.
// "I studied pharmacy in Turin" names a subject, not a business either.
const PAST_BEFORE = /\b(?:worked|used\s+to|was|were|spent|trained|interned|studied|majored|started\s+(?:as|at|in))\b/i;
const RANKED_BEFORE = /\b(?:voted|named|rated|ranked|crowned)\s+(?:[\p{L}\d#-]+\s+){0,2}$/iu;
const MINE_BEFORE = /\b(?:my|our)\s+(?:own\s+)?(?:[\p{L}-]+\s+){0,2}$/iu;

/** "fish-and-chip shop in Whitby": a clause from the business's name on, without the year it opened. */
function ventureLead(clauses: string[], venture: string): string | undefined {
  const before = (clause: string) => clause.slice(0, Math.max(0, fold(clause).indexOf(fold(venture))));
  const mine = clauses.filter((c) => MINE_BEFORE.test(before(c)));
  // "Voted best café in the region" is an honour, not where the café is.
  const ordered = [
    ...mine,
    ...clauses.filter((c) => !mine.includes(c) && !PAST_BEFORE.test(before(c)) && !RANKED_BEFORE.test(before(c))),
  ];
  for (const clause of ordered) {
    const at = fold(clause).indexOf(fold(venture));
    if (at < 0 || !has(clause, venture)) continue;
    // "café lives in a converted railway station" says where the café is: "café in a …".
    const from = clause
      .slice(at)
      .replace(/\s+(?:in|since|from)\s+(?:19|20)\d\d\b.*$/iu, "")
      .replace(
        /^(\S+(?:\s+\S+)*?)\s+(?:lives|sits|stands|hides|is\s+(?:housed|tucked|hidden))\s+(?=(?:in|on|at|inside|by|under)\s)/iu,
        (m, head: string) => (fold(head) === fold(venture) ? `${head} ` : m),
      )
      .trim();
    const cut = shortenClause(from, 48, venture.length);
    // A bare "patisserie" says less than the venture line already does; "patisserie in Mar
    // Mikhael" says where.
    if (cut && (/\s/.test(venture) || fold(cut) !== fold(venture)))
      return cut.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  }
  return undefined;
}

// A long clause is said up to where its setting begins ("husband-and-wife beekeeping business |
// in the hills outside…"), not left out; a clause that joins two steps of a story ("trained in
// Manila and spent five years | at…") is not cut, since half of it says nothing.
const SETTING = /^\s*(?:in|at|on|for|from|with|near|outside|since|across|around)\b/i;
function withoutItsSetting(clause: string): string | undefined {
  const cut = shortenClause(clause, 56, 16);
  if (!cut || /\s(?:and|&)\s/i.test(cut) || !SETTING.test(clause.slice(cut.length))) return undefined;
  return cut;
}

// A clause as written that can lead as who the person is: not "I …", a taste, a setting or a count.
const standsAsWho = (c: string) =>
  !FIRST_PERSON.test(c) && !NOT_IDENTITY.test(c) && !SETTING_FIRST.test(c) && numbersOf(c).length === 0;

export function ownFacts(phrases: string[], known: Known): OwnFacts {
  // Every place the story names keeps its capitals, the ones left behind too.
  const placesNamed = [...known.places, ...(known.formerPlaces ?? [])];
  const clauses = phrases
    .map((p) => withPlaceCase(p, placesNamed))
    .filter(
      (c) =>
        !DISCLAIMER.test(c.trim()) &&
        !isBareYear(c.trim()) &&
        !STORY_STEP.test(c.trim()) &&
        !STORY_ASIDE.test(c.trim()) &&
        !STORY_WHEN.test(c.trim()) &&
        !AS_FRAGMENT.test(c.trim()),
    );
  const covered = new Set(
    [
      ...known.roles,
      ...known.places,
      ...(known.areas ?? []),
      ...known.niches,
      ...(known.venture ? [known.venture] : []),
      ...(known.edu ? [known.edu] : []),
    ].flatMap(contentWords),
  );
  // ("'26" after the school is its class year.)
  const adds = (c: string) => contentWords(c).some((w) => !covered.has(w) && !/^\d\d$/.test(w));
  const names = [...known.roles, ...(known.longRoles ?? []), ...(known.venture ? [known.venture] : [])];

  // "Farmacia Rinaldi has been in our family…", "The Millbrook Colliery Band was founded…": a
  // story told about a named business is led by its name, not by a step of the story.
  // ("We built Mwezi Bush Camp ourselves", "It's called 'Nordic Allotment'": with no role, a
  // person's story too is led by the name of what they built, before any clause about it.)
  const ownName =
    known.brand && known.roles.length === 0 && graphemeLength(known.brand) <= 40 ? known.brand : undefined;
  const named = known.voice === "brand" ? ownName : undefined;
  // The lead: the first clause that names a role and says more than the role alone; without a
  // role, a short first clause that names what the person is ("dog walker, cat person").
  let lead =
    named && known.venture && has(named, known.venture)
      ? named
      : clauses
          .slice(0, 3)
          .find(
            (c) =>
              graphemeLength(c) <= 72 &&
              !FIRST_PERSON.test(c) &&
              !NOT_IDENTITY.test(c) &&
              names.some((r) => has(c, r)) &&
              contentWords(c).length > Math.min(...names.filter((r) => has(c, r)).map((r) => contentWords(r).length)),
          );
  // Without a role the lexicon knows ("birdsong sound recordist", "welder
  // fabricator gates railings…"), the first clause as written is the best identity there is.
  // ("back in the Philippines, living in Iloilo, making short documentaries": where they are is
  // printed as a place; what they do leads.)
  const whole = clauses.find((c) => !WHERE_ONLY.test(c)) ?? clauses[0];
  // A natural break ("restoring vintage Vespas | and selling them") before any word.
  const cut =
    whole && (shortenClause(whole, 36, 8) ?? (!/[,.;]/.test(whole) ? shortenClause(whole, 36, 8, true) : undefined));
  // A cut that drops where they are ("Dog walking and pet sitting | in Brooklyn") leads only
  // when it still names something ("Quantity surveyor | on the Jakarta MRT extension"): the
  // place is printed on its own line either way.
  const dropsPlace = (c: string) => known.places.some((p) => has(whole ?? "", p) && !has(c, p));
  const first = cut && (!dropsPlace(cut) || contentWords(cut).length >= 2) ? cut : undefined;
  if (!lead && ownName) lead = ownName;
  // "My dad opened our fish-and-chip shop in Whitby in 1979": the person's words are about them,
  // so no clause leads as written; the business they run, from its name on, does.
  if (!lead && known.venture && known.roles.length === 0) lead = ventureLead(clauses, known.venture);
  // "cs @ mcgill '26" says no more than the school and subject: they lead as printed.
  const eduWords = new Set(contentWords(known.edu ?? ""));
  const onlyEdu = (c: string) => eduWords.size > 0 && contentWords(c).every((w) => eduWords.has(w) || /^\d+$/.test(w));
  if (!lead && known.roles.length === 0 && first && known.edu && onlyEdu(first)) lead = known.edu;
  // "i make fishing vids in the outer banks nc": with no title, what the person makes leads, said
  // as what they do ("Making fishing vids in the outer banks nc").
  // (Up to a count that follows it: "… in the outer banks nc ~90k subs on yt".)
  const nameOnly = (c: string) =>
    NAME_ONLY.test(c) && !names.some((r) => has(c, r)) && !known.places.some((p) => has(c, p));
  const doing = (clauses[0] && nameOnly(clauses[0]) ? clauses[1] : clauses[0]) ?? "";
  const beforeCount = doing.split(/\s+(?=[~≈+]?\d)/)[0] ?? "";
  const saysAll = I_DO.test(beforeCount) ? beforeCount : doing;
  // "… above Sibiu and film everything": what comes after "and" is a second thing.
  const saysFirst = graphemeLength(saysAll) <= 56 ? saysAll : (saysAll.split(/\s+and\s+/)[0] ?? "");
  const iDo = I_DO.exec(saysFirst);
  if (!lead && known.roles.length === 0 && iDo && graphemeLength(saysFirst) <= 56)
    lead = `${gerund(iDo[1] ?? "")} ${iDo[2] ?? ""}`.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  // "we fix phones/laptops/tablets": with no name for what they are, what a team does leads.
  const firstClause = clauses[0];
  if (
    !lead &&
    known.roles.length === 0 &&
    !known.venture &&
    known.voice === "brand" &&
    firstClause &&
    WE_DO.test(firstClause) &&
    graphemeLength(firstClause) <= 48
  )
    lead = firstClause.replace(/^we\b/i, "We");
  if (
    !lead &&
    known.roles.length === 0 &&
    first &&
    // An activity ("restoring old Singer sewing machines") is an identity with more words.
    (contentWords(first).length <= 4 ||
      (ACTIVITY.test(first) && contentWords(first).length <= 6) ||
      (known.places.length === 0 && known.niches.length === 0)) &&
    standsAsWho(first)
  )
    lead = first;
  // "We're a rescue and rehab centre for injured wildlife in the Scottish Highlands …": what a team
  // opens with is what it is, when nothing names it.
  const opens = known.opening && clauses.includes(known.opening) ? known.opening : undefined;
  const openingCut = opens && (shortenClause(opens, 48, 8) ?? (graphemeLength(opens) <= 48 ? opens : undefined));
  if (
    !lead &&
    known.voice === "brand" &&
    known.roles.length === 0 &&
    openingCut &&
    contentWords(openingCut).length >= 2 &&
    contentWords(openingCut).length <= 6 &&
    standsAsWho(openingCut)
  )
    lead = openingCut;

  // "geography student" already says what "geography at UCL" would lead with.
  const namesStudent = known.roles.some((r) => /\b(?:student|major|undergrad|scholar)\b/i.test(r));
  // "Studuju informatiku na ČVUT v Praze", "Étudiant en génie informatique à l'ESP de Dakar": a
  // description that opens with studying, in the language the person studies in, leads with it.
  const opensStudying = clauses[0] && opensWithStudying(clauses[0]) ? clauses[0] : undefined;
  const studyOpening =
    opensStudying && graphemeLength(opensStudying) > 56 ? shortenClause(opensStudying, 56, 16) : opensStudying;
  const studying =
    clauses.map((c) => studyClause(c, namesStudent)).find((c) => c && graphemeLength(c) <= 72) ?? studyOpening;
  // In a life story, what the person is or does now leads, whatever the story named before it
  // ("… and now I'm a senior staff nurse in cardiology in Cardiff").
  const current = (known.now ?? [])
    .map((c) => shortenClause(withPlaceCase(c, placesNamed), 64, 12))
    .find(
      (c): c is string => c !== undefined && contentWords(c).length >= 2 && !NOT_IDENTITY.test(c) && !isBareYear(c),
    );
  // "Wedding planner and florist. … now running events across Cyprus": a description that opens
  // with who the person is keeps that lead; the now is for stories that start in the past.
  // ("Retired nurse, now writing novels": a role retired from gives way; "The lab was founded by
  // Professor …" opens with somebody else.)
  const opening = lead !== undefined && fold(lead) === fold(known.opening ?? "") ? lead : undefined;
  const leadWords = (n: number) => (opening ?? "").split(/\s+/).slice(0, n).join(" ");
  const opensWithRole =
    opening !== undefined &&
    !/\b(?:retired|former|formerly|ex|once)\b/i.test(opening) &&
    known.roles.some((r) => has(leadWords(r.split(/\s+/).length + 2), r));
  // "I'm now in my third year" says when in a degree; what and where they study says who.
  const yearOnly = (c: string) => saysOnlyTheYear(c) && studying !== undefined;
  // "I started Baird Electrical … now we're a team of six in Perth": the name says more.
  const namedOwn = ownName !== undefined && lead === ownName && !known.venture;
  if (current && !opensWithRole && !yearOnly(current) && !namedOwn)
    lead = current.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  else if (studying && (!lead || !/\b(?:now|currently)\b/i.test(lead)))
    lead = studying.replace(/^\p{Ll}/u, (c) => c.toUpperCase());

  const proofs = [...known.proofs];
  const own: string[] = [];
  for (const c of clauses) {
    // The lead cut from this clause already says it ("restoring vintage Vespas", "I run a small
    // bakery in Leeds" led by "Bakery in Leeds").
    if (c === lead || (lead && fold(c).includes(fold(lead)))) continue;
    // "I review phones" is the person talking; a brand speaks as "we".
    // A family shop run by "me and my brother" speaks as "we" about the shop: that is theirs.
    const ourShop =
      known.business &&
      /^(?:we|our)\s+(?:have|make|sell|do|bake|stock|ship|deliver|offer|grow|run|supply|serve|cook|repair|fix)\b/i.test(
        c,
      );
    if (known.voice === "brand" ? /^(?:i|my|me)\b/i.test(c) : /^(?:we|our|us)\b/i.test(c) && !ourShop) continue;
    const nums = numbersOf(c);
    // "Mom of 3", "meal prep for families of 5": a family's size is no proof, and the clause is
    // read as any other.
    const family = nums.length === 1 && familyCount(c);
    if (!family && (nums.length > 0 || HONOUR.test(c))) {
      // "300 pairs cleaned" says what a bare "300" cannot; a year alone is not proof.
      const fresh = !proofs.some((p) => numbersOf(p).some((n) => nums.includes(n)));
      const proof = shortenClause(c, 40, 12);
      const counts = nums.some((n) => !/^(?:19|20)\d\d$/.test(n)) || HONOUR.test(c);
      if (fresh && proof && counts && (HONOUR.test(proof) || numbersOf(proof).length > 0)) {
        proofs.push(proof);
        continue;
      }
      // "Shipped payments to 3 countries" says what a bare "3 countries" cannot.
      if (proof && counts && !fresh) {
        const k = proofs.findIndex((p) => p.length < proof.length && fold(proof).includes(fold(p)));
        if (k >= 0) proofs[k] = proof;
        continue;
      }
      // "We fix cracked phone screens in 30 minutes": too long to be a proof, still what a team
      // does. (Other clauses with a number too long for a proof go: "walks home alone at 3:15".)
      if (!counts || !fresh || graphemeLength(c) > 56 || !/^we\s+\p{Ll}+/iu.test(c)) continue;
    }
    if (PAST_JOB.test(c.trim()) || /^(?:used\s+to\s+(?:work|be)|worked\s+(?:at|in|for|as))\b/i.test(c.trim())) continue;
    const said = graphemeLength(c) <= 56 ? c : withoutItsSetting(c);
    if (said && graphemeLength(said) >= 8 && adds(said) && own.length < 4) own.push(said);
  }
  // "Year 11 at Raffles Institution" where the place is "Raffles Institution, Singapore": the lead
  // names the town with it, as the place line would.
  for (const place of known.places) {
    const [area = "", town] = place.split(/,\s*/);
    if (lead && town && has(lead, area) && !has(lead, town) && graphemeLength(lead) + town.length + 2 <= 72)
      lead = lead.replace(area, place);
  }
  const leadSays: OwnFacts["leadSays"] = [];
  if (ownName && lead === ownName) leadSays.push("brand");
  else if (lead) {
    leadSays.push("role");
    if (known.places.some((p) => has(lead as string, p))) leadSays.push("place");
    if (known.niches.some((n) => has(lead as string, n))) leadSays.push("niche");
    // "Law at Leeds" says what a line about their studies would.
    if (
      (studying && fold(lead) === fold(studying) && /\s(?:at|@)\s/u.test(lead)) ||
      (known.edu !== undefined && lead === known.edu)
    )
      leadSays.push("edu");
  }
  // "gamer/streamer from Quezon City" opens a line: it takes a capital ("iPhone" keeps its own).
  if (lead && !/^\p{Ll}\p{Lu}/u.test(lead)) lead = lead.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  return { lead, leadSays, own, proofs };
}
