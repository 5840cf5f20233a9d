import { fold } from "../extract/tokenize";

// A bio claims only what the description says. Slots are filled from the description, so
// they are safe; the words a template adds around them are not. A line that would say the
// person takes bookings, works with brands, speaks at events, has a portfolio, counts
// something or holds a role they never named is used only when the description supports it.

// Offers and calls to action that presume something, with the words that make them true.
// The support must say the person offers it: "my partner" is not a partnership, "world-class"
// is no class to book, "product manager" sells nothing, "retail therapy" is no therapist.
const PRESUMPTIONS: [claim: RegExp, support: RegExp][] = [
  [
    /\bcollab\w*/i,
    /\bcollab|\bsponsor|brand deals?|\bpartnerships?\b|partner with|\bpr (?:packages?|requests?|enquir|inquir|friendly|kits?)|work with (?:brands|me|us)|brand partners/,
  ],
  [/\bpartner(?:ship)?s?\b/i, /\bpartnerships?\b|partner with|\bcollab|\bsponsor/],
  [/\bbrands?\b/i, /\bbrand/],
  [/\bspeak(?:ing|er)?\b|\bkeynotes?\b|\bstage\b/i, /speak|keynote|\btalks?\b|panel|\bted\b/],
  [
    /\bbook(?:ing|ings|ed)?\b(?! club| lover| nerd| worm)|\bconsultations?\b|\bdiscovery call\b|\bappointments?\b|\bsessions?\b|\bcall\b/i,
    /\bbook(?:ing|ings|ed)?\b(?! club| lover| nerd| worm| review| blog)|consultations?|\bconsulting\b|appointment|(?<!jam |recording |gaming |study )\bsessions?\b|(?<![-\w])class(?:es)?\b(?! of)|\blessons?\b|\bslots?\b|(?<!customer |civil |military |public )\bservices?\b|\bclients?\b|\benquir|\binquir|available for (?:bookings?|hire|sessions?|gigs?|events?|weddings?|shoots?|consultations?|private)|taking (?:new )?(?:clients|students|patients)/,
  ],
  [
    /\bshop\b|\bstore\b|\borders?\b|\bcollection\b|\bthe drop\b|\binventory\b|\brestock|\bgoodies\b|\btreasures\b|\bsell(?:s|ing)?\b/i,
    /(?<!work|photo|coffee |barber |tattoo )\bshop\b|(?<!work|photo)shops\b|\b(?:my|our|online|etsy) store\b|\bsell(?:s|ing)?\b|\bsold\b|\borders?\b(?! of)|\bmerch\b|\betsy\b|\bproducts?\b(?! (?:manager|designer|design|management|lead|owner|marketing|analyst|engineer|person|strategy))|\bin stock\b|\bships?\b|\bshipping\b|\bdeliver(?:y|ies|s)\b|\bcollections?\b|\bdrops?\b|\bbakery\b|made to order/,
  ],
  [
    /\bportfolio\b|\brecent work\b/i,
    /portfolio|freelanc|commission|\bclients?\b|\bprojects?\b|hire me|for hire|\b(?:my|our)(?: \w+)? studio\b/,
  ],
  [/\bcommissions?\b/i, /commission/],
  [/\bhir(?:e|ing)\b|\binternships?\b|\bopen to work\b/i, /hir(?:e|ing)|\bjobs?\b|intern|open to|looking for/],
  [/\bremote\b|\bglobally\b|\bworldwide\b|\bbeyond\b/i, /remote|global|world|international/],
  [/\bclients?\b|\bcustomers?\b/i, /client|customer|freelanc|agency|consult|firm|service|(?<!work|photo)shop|store/],
  [/\boffice\b/i, /office/],
  [/\bteams?\b/i, /team|startup|company|founder|manager|\blead/],
  [/\bworkshops?\b|\bcourses?\b|\bclasses\b/i, /workshop|course|class|teach|tutor|lesson/],
  [
    /\bnewsletter\b|\bsubscribe\b|\bpodcast\b|\bchannel\b/i,
    /newsletter|podcast|channel|youtube|\byt\b|subscri|substack/,
  ],
  // How often: said only when the person says how often ("every Sunday"), not "consistent".
  [
    /\bweekly\b|\bdaily\b|\bevery (?:single )?(?:week|day|morning|night)\b/i,
    /\bweekly\b|\bdaily\b|\bevery\b|\beach (?:week|day)\b/,
  ],
  [/\bconsistently\b/i, /consistent/],
  [/\baward/i, /award|winner|\bwon\b/],
  // How someone works is theirs to say: data, strategy, growth and results are claims too.
  [/\bdata\b|\bmetrics\b/i, /data|analy|metric|scien|research/],
  [
    /\bstrateg|\bgrowth\b|\bcommercial\b|\bproducts?\b|\bscal(?:e|able)\b/i,
    /strateg|growth|market|consult|product|business|startup|founder|brand|\bsell/,
  ],
  [/\bcommunit(?:y|ies)\b/i, /communit/],
  [/\bcontent\b/i, /content|creator|vlog|youtub|blog|post|video|reel|influenc|podcast|stream/],
  [
    /\bstudent\b|\bstudying\b|\bassignments?\b|\ball-nighters\b|\blibrary\b|\bexams?\b/i,
    /student|study|studying|college|universit|school|exam|class of/,
  ],
];

// Tone lines may be playful, but a line about a field is a claim about the person: "debugging
// something rn" says they code, "leg day enthusiast" that they lift, "handmade with love" that
// they make things by hand. Each topic needs a word of the description that makes it true.
const SOFTWARE =
  /software|develop|\bdevs?\b|\bcod(?:e|er|ers|ing)\b|program|\bweb\b|\bapps?\b|back-?end|front-?end|full-?stack|devops|\bsde|\bswe\b|\bsre\b|cloud|cyber|\bdata\b|\bml\b|\bai\b|machine learning|\btech|computer|\bcs\b|\bit\b|python|javascript|react|\bjava\b|\bapi|github|hack|leetcode|game dev/;
const STUDENT =
  /student|\bstudy|studying|college|universit|campus|\bexams?\b|aspirant|semester|class of|\bphd\b|undergrad|fresher|\bbsc\b|\bmsc\b|\bmba\b|b\.?tech|estudiante|estudante|\b1st yr|\b2nd yr|\b3rd yr|final[- ]year|\bgrade\b|grader|high school|\bhs\b|\bjee\b|\bneet\b|\bupsc\b/;
// prettier-ignore
const TOPICS: [claim: RegExp, support: RegExp][] = [
  [/\bbugs?\b|debugg|stack overflow|\bcommits?\b|\bdeploys?\b|my machine|\bship(?: it|\. daily)|\bi ship\b|legacy code|dark mode|\bcode\b|\bcomputer\b|turning it off and on|quiet logic/i, SOFTWARE],
  [/\blibrary\b|\blectures?\b|lecture hall|\bcampus\b|\bstudying\b|instant noodles|deadlines are just|top of the class|syllabus|\bhomework\b/i, STUDENT],
  [/\bleg day\b|\bi run\b|\bweights\b|\blift\b|\bgym\b|\bsweat\b|\bbuilt, not born\b|\bstrong is\b/i, /gym|\blift|weights|strength|workout|fitness|\brun|marathon|powerlift|crossfit|bodybuild|athlet|trainer|muscle|\bpt\b|calisthen|boxing|martial/],
  [/\bpaint\b|paint-stained|sketchbook|doodling|\bcanvas\b|\bdraw\b|making walls talk/i, /\bart|paint|draw|sketch|illustrat|doodl|canvas|mural|watercolou?r|acrylic|comic|manga|tattoo/],
  [/\bphotos\b|\bcamera\b|\bframes?\b|golden hour|say cheese|\bshots\b|good light|\bsnap first\b|with light|with shadows/i, /photo|camera|shoot|\bfilm|video|\blens|frame|cinemat|\bvlog|\breels?\b|youtub|creator/],
  [/\bsings?\b|\bsinging\b|\bhumming\b|\bmusic\b|\bencore\b|\bspeakers\b|\brhythm\b|\bsongs?\b|stage lights|on stage|steal the show/i, /sing|music|song|band|\bdj\b|\brap|concert|guitar|piano|vocal|producer|beat|danc|perform|theat|\bactor|actress|comed|stand-?up|drag/],
  [/punchlines|awkward pauses|rehearses/i, /comed|stand-?up|\bactor|actress|theat|improv|perform|skits?\b|debat|speak|mc\b|host/],
  [/\bpatients?\b|\bclinical\b|wash your hands|backed by evidence/i, /doctor|nurs|clinic|patient|hospital|medic|dentist|dental|physio|therap|surgeon|pharm|\bdr\b|\bmbbs\b|health ?care/],
  [/\bdoctor\b|vital sign|on call|no myths, just medicine|saving the day/i, /doctor|mbbs|\bmed(?:ical|icine)?\b|physician|\bdr\b|surgeon|nurs|resident|\bmd\b|paramedic|medic/],
  [/\bcook\b|\bbutter\b|\brecipes?\b|\boven\b|\bflour\b|\bpot\b|\bplates\b|come hungry|next meal|feeding people|taste-testing|flavour/i, /food|cook|chef|\bbak|recipe|kitchen|restaurant|\bcaf[eé]|\beat|dish|cuisine|biryani|dessert|cake|pastr|\bmeals?\b|dinner|lunch|brunch|plate|flavou?r|tast|snack|foodie|cater|sourdough|bread|pizza|burger|dosa|street food|tiffin|kitchen/],
  [/window seats?|\bstamps\b|\bmaps?\b|\bnext trip\b|backpack|mosquito|\btravel\b|currently lost|the world is my office|roads the river/i, /travel|\btrips?\b|wander|explor|backpack|passport|countries|flight|nomad|\btours?\b|journey|road ?trip|hik|trek|abroad|layover/],
  [/handmade|\bcrafting\b|craft supplies|mass production|artisanal|making things|making something|quiet hands|made slowly|making cute things|stitching/i, /hand-?made|hand-?crafted|craft|knit|crochet|\bsew|stitch|pottery|potter|ceramic|candle|soap|jewel|resin|macrame|embroider|weav|woodwork|artisan|\bdiy\b|\bmaker|tailor|quilt/],
  [/\bfonts?\b|kerning|\blayouts?\b|moodboards?|\bpixel|white space|(?<!by )\bdesign(?:ing)?\b|creative direction/i, /design|\bux\b|\bui\b|font|typograph|figma|layout|graphic|illustrat|brand identity|art direct|creative direct/],
  [/spreadsheets?|\bbudgeting\b|compound interest|\bledger\b|\bwealth\b|talking money|risk managed|\bfinance\b|in the numbers/i, /financ|money|invest|budget|\btax|account|\bbank|wealth|stock|trading|crypto|saving|\bca\b|cfa|loan|insurance|\bfp&a\b|spreadsheet|excel|\bdata\b|analy/],
  [/outfit|\bcloset\b|\bthrift|dressed to|looks only|\bsilk\b|\blinen\b|trends follow|getting ready|wearing colours/i, /fashion|\bstyl|outfit|cloth|\bwear|thrift|closet|wardrobe|boutique|dress|saree|couture|\bmodel|makeup|beauty|\bootd\b|sneaker|textile|handloom|tailor/],
  [/\bvideos?\b|algorithm|\bposting\b|stop the scroll|behind the camera|short, bright frames|the whole world can read/i, /content|creator|vlog|youtub|\byt\b|reels?|tiktok|video|\bpost|blog|stream|podcast|influenc|channel|subscri|followers|instagram|\big\b/],
  [/\bpets?\b|\bpaws\b|pack leader/i, /\bpets?\b|\bdogs?\b|\bcats?\b|pupp|kitten|\bpaws?\b|groom|vet\b|veterin/],
  [/tiny humans|smallest humans|raising legends|small hands|chaos at home|\bfamily\b/i, /\bkids?\b|child|baby|babies|toddler|\bmom|\bmum|mother|\bdad|father|parent|\bsons?\b|daughter|famil|mama|papa/],
  [/\bbusiness\b|\bempires?\b|\bstartup\b|\bceo\b|mostly emails|disrupting|small kingdom|sleep debt/i, /business|startup|founder|\bceo\b|entrepreneur|company|venture|\bshop\b|store|agency|brand|\bsell/],
  [/thesaurus|chapter three|word arranger|scribbling|\bwrites?\b|\bwriting\b|\bink\b|between the lines|words with bite|words are my/i, /\bwrit|author|\bpoet|\bpoem|novel|\bstor(?:y|ies)\b|journal|\bblog|copywrit|\beditor|\bbooks?\b|newsletter|substack|screenplay|lyric/],
  // An alum has finished: "MBA from IIM", "got my degree", not "second year of a degree", not
  // "after graduating I want to…", not a grad student.
  [/\balum(?:na|nus|ni)?\b|\bgraduated?\b/i, /\balum|graduated|\b(?:a|am|i'm|was)\s+(?:\S+\s+)?graduate\b(?!\s+(?:student|school|program))|graduate\s+of|\bgrad\b(?!\s+(?:student|school))|\bex-|former|\b(?:earned|got|holds?|completed|finished|did)\s+(?:\S+\s+){0,4}?(?:degree|mba|phd|master'?s|bachelor'?s|diploma)|\b(?:degree|mba|phd|master'?s|bachelor'?s|diploma)\s+(?:\S+\s+){0,2}?from\b/],
  [/\bexperienced\b|\bseasoned\b|\bveteran\b|\baward-winning\b/i, /experience|\byears?\b|\byrs?\b|veteran|seasoned|award|since \d/],
];

// Words that give a person a role. A template may add one only when the description has a
// word of the same stem ("storyteller" needs stories, "founder" a founder).
// prettier-ignore
const ROLE_WORDS = [
  "founder", "ceo", "owner", "entrepreneur", "designer", "developer", "engineer", "writer", "author", "poet",
  "photographer", "filmmaker", "artist", "musician", "singer", "dancer", "comedian", "storyteller", "strategist",
  "consultant", "coach", "mentor", "teacher", "chef", "baker", "cook", "creator", "influencer", "blogger", "speaker",
  "manager", "marketer", "analyst", "researcher", "scientist", "doctor", "lawyer", "producer", "director",
  "athlete", "collaborator", "freelancer", "specialist", "expert", "investor", "student", "problem solver",
  "leader", "builder", "maker", "thinker", "partner",
];
const ROLE_RE = new RegExp(`\\b(${ROLE_WORDS.join("|")})s?\\b`, "gi");

const SLOT = /\{[a-zA-Z_0-9]+\}/g;

function stem(word: string): string {
  const w = word.split(/\s+/)[0] ?? word;
  return w.replace(/(?:er|or|ist|ian|ing)$/, "").slice(0, Math.max(4, w.length - 3));
}

// "Not taking new clients until March", "fully booked", "commissions closed": a closed door
// supports no line that asks the reader to walk through it.
const CLOSED =
  /\b(?:not|no longer|isn't|aren't|am not|are not)\s+(?:currently\s+)?(?:taking|accepting|open (?:to|for)|doing)\s+(?:any\s+)?(?:new\s+)?(?:clients?|bookings?|orders?|commissions?|students?|patients?|projects?|work|collabs?|collaborations?)\b|\bno\s+(?:new\s+)?(?:clients?|bookings?|orders?|commissions?|collabs?)\b|\bfully booked\b|\b(?:bookings?|orders?|commissions?|books|dms?|collabs?)\s+(?:are\s+|is\s+)?closed\b|\bclosed\s+(?:for|to)\s+(?:new\s+)?(?:clients?|bookings?|orders?|commissions?|collabs?)\b/g;

/** The description as the claim check reads it: folded, numbers as digits too. */
export function claimText(cleanText: string): string {
  return fold(cleanText.normalize("NFKD")).replace(CLOSED, " ");
}

/** Whether `line` uses a word of an instruction the description tried to give. */
export function echoes(line: string, words: ReadonlySet<string>): boolean {
  if (words.size === 0) return false;
  const own = fold(line.replace(SLOT, " ")).match(/\p{L}+/gu) ?? [];
  // "poem" is echoed by "poems" too.
  return [...words].map(fold).some((w) => own.some((o) => o === w || (w.length >= 4 && o.startsWith(w))));
}

// What a template's own words claim depends on the template alone, so it is read once per
// process (templates come from the phrase banks, a few thousand lines); whether the
// description supports a claim depends on the description alone, so each support pattern is
// tried at most once per description.
interface LineClaims {
  numbers: string[];
  needs: RegExp[];
  stems: string[];
}

const lineClaims = new Map<string, LineClaims>();
const MAX_CACHED_LINES = 20_000;

function claimsOf(template: string): LineClaims {
  let claims = lineClaims.get(template);
  if (claims) return claims;
  const own = fold(template.replace(SLOT, " "));
  claims = {
    numbers: own.match(/\d+(?:[.,]\d+)*/g) ?? [],
    needs: [...PRESUMPTIONS, ...TOPICS].filter(([claim]) => claim.test(own)).map(([, support]) => support),
    stems: [...own.matchAll(ROLE_RE)].map((m) => stem(m[1] ?? "")),
  };
  if (lineClaims.size >= MAX_CACHED_LINES) lineClaims.clear();
  lineClaims.set(template, claims);
  return claims;
}

// Per description: the support patterns already tried, and the numbers it gives.
let memoFor = "";
let supportMemo = new Map<RegExp, boolean>();
let numbersGiven: Set<string> | null = null;

function rememberFor(said: string): void {
  if (said === memoFor) return;
  memoFor = said;
  supportMemo = new Map();
  numbersGiven = null;
}

function says(said: string, support: RegExp): boolean {
  rememberFor(said);
  let yes = supportMemo.get(support);
  if (yes === undefined) supportMemo.set(support, (yes = support.test(said)));
  return yes;
}

function numbersIn(said: string): Set<string> {
  rememberFor(said);
  numbersGiven ??= new Set(said.match(/\d+(?:[.,]\d+)*/g) ?? []);
  return numbersGiven;
}

/** Whether the words `template` adds around its slots are all supported by `said`. */
export function supportedBy(template: string, said: string): boolean {
  const { numbers, needs, stems } = claimsOf(template);
  if (!needs.every((support) => says(said, support))) return false;
  // "1am" is not the "1" of "1.2M": numbers compare whole.
  if (numbers.length > 0 && !numbers.every((n) => numbersIn(said).has(n))) return false;
  return stems.every((s) => said.includes(s));
}
