// A small blocklist of profanity and slurs (English, Hinglish, Spanish). A bio is public and
// carries our name next to it: these words are never echoed, whatever the description says.
// Matching is per word, after undoing common disguises (f*ck, sh1t, b!tch).

const EXACT = new Set([
  // English profanity
  "fuck",
  "fucks",
  "fuk",
  "fck",
  "fcuk",
  "shit",
  "shits",
  "bitch",
  "bitches",
  "cunt",
  "cunts",
  "asshole",
  "assholes",
  "arsehole",
  "bastard",
  "bastards",
  "dick",
  "dicks",
  "dickhead",
  "cock",
  "cocks",
  "pussy",
  "pussies",
  "whore",
  "whores",
  "slut",
  "sluts",
  "wanker",
  "twat",
  "prick",
  "bollocks",
  "douche",
  "douchebag",
  "jackass",
  "dipshit",
  "horseshit",
  "bullshit",
  "stfu",
  "wtf",
  "milf",
  "porn",
  "porno",
  "nsfw",
  "xxx",
  // slurs
  "nigger",
  "niggers",
  "nigga",
  "niggas",
  "faggot",
  "faggots",
  "fag",
  "fags",
  "retard",
  "retards",
  "retarded",
  "spic",
  "spics",
  "kike",
  "kikes",
  "chink",
  "chinks",
  "tranny",
  "trannies",
  "paki",
  "pakis",
  "gook",
  "gooks",
  "wetback",
  "wetbacks",
  "dyke",
  "dykes",
  "coon",
  "coons",
  "raghead",
  "towelhead",
  "beaners",
  "beaner",
  "shemale",
  "halfbreed",
  // Hinglish
  "chutiya",
  "chutiye",
  "chutia",
  "chootiya",
  "bhenchod",
  "behenchod",
  "bhencho",
  "benchod",
  "madarchod",
  "maderchod",
  "madarchod",
  "gandu",
  "gaandu",
  "bhosdike",
  "bhosdi",
  "bhosdika",
  "randi",
  "harami",
  "haramzada",
  "lauda",
  "lavda",
  "lund",
  "loda",
  "chod",
  "chodu",
  "kamina",
  "kamine",
  "bsdk",
  // Spanish
  "puta",
  "putas",
  "puto",
  "putos",
  "mierda",
  "pendejo",
  "pendeja",
  "cabron",
  "cabrón",
  "coño",
  "joder",
  "chingada",
  "chingar",
  "verga",
  "maricon",
  "maricón",
  "culero",
  "culera",
  "gilipollas",
  "zorra",
]);

// Stems catch inflections and compounds ("motherfucking", "shitty", "bitchy").
const STEMS = [
  "fuck",
  "motherf",
  "shit",
  "bitch",
  "cunt",
  "nigg",
  "fagg",
  "asshole",
  "chutiy",
  "bhench",
  "behench",
  "madarch",
  "bhosd",
  "pendej",
  "chinga",
];

const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
  "!": "i",
};

function normalizeWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/[013457@$!]/g, (c) => LEET[c] ?? c)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/(.)\1{2,}/g, "$1$1");
}

function matches(w: string): boolean {
  if (EXACT.has(w) || EXACT.has(w.replace(/(.)\1/g, "$1"))) return true;
  return STEMS.some((stem) => w.startsWith(stem) || (stem.length >= 5 && w.includes(stem)));
}

// Bios are checked often and reuse the same few hundred words: remember the answers.
const memo = new Map<string, boolean>();

export function isBlockedWord(word: string): boolean {
  const known = memo.get(word);
  if (known !== undefined) return known;
  const blocked = checkWord(word);
  if (memo.size > 20_000) memo.clear();
  memo.set(word, blocked);
  return blocked;
}

function checkWord(word: string): boolean {
  const w = normalizeWord(word);
  if (w.length < 2) return false;
  // "*" hides a vowel: try each one.
  if (w.includes("*")) return ["a", "e", "i", "o", "u"].some((v) => matches(w.replaceAll("*", v)));
  return matches(w);
}

// A "word" here may carry disguise characters inside it (f*ck, sh!t, @ss).
const WORDISH = /[\p{L}\p{N}][\p{L}\p{N}*@$!]*[\p{L}\p{N}*]|[\p{L}\p{N}]/gu;

export function containsBlocked(text: string): boolean {
  for (const m of text.matchAll(WORDISH)) if (isBlockedWord(m[0])) return true;
  return false;
}

/** Text with every blocked word removed. */
export function removeBlocked(text: string): { text: string; found: boolean } {
  let found = false;
  const out = text.replace(WORDISH, (w) => {
    if (!isBlockedWord(w)) return w;
    found = true;
    return " ";
  });
  return { text: out, found };
}
