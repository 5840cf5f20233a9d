import type { Domain } from "./domains";

// Roles and professions as people write them. The first form is how a bio prints it; the
// rest are spellings people use ("ui/ux designer", "swe", "ca"). Plurals and small typos are
// handled by the matcher, not listed here.

// prettier-ignore
const ROLE_GROUPS: Record<Domain, string[]> = {
  tech: [
    "software engineer|software developer|swe|sde|software dev",
    "full-stack developer|full stack developer|fullstack developer|full stack dev|full-stack dev|fullstack dev",
    "frontend developer|front-end developer|front end developer|frontend dev|frontend engineer|front-end engineer",
    "backend developer|back-end developer|backend engineer|back-end engineer|backend dev", "web developer|web dev",
    "mobile developer|app developer|android developer|ios developer", "developer|dev|coder|programmer", "engineer",
    "data scientist", "data analyst", "data engineer", "ML engineer|machine learning engineer",
    "AI engineer|ai researcher|AI researcher", "DevOps engineer|devops|sre|site reliability engineer",
    "cloud architect|solutions architect", "security researcher|cybersecurity analyst|ethical hacker|pentester",
    "game developer|game dev|gamedev", "CTO", "tech lead|engineering manager", "QA engineer|tester",
    "blockchain developer|web3 developer|smart contract developer", "open-source maintainer|open source maintainer",
    "prompt engineer", "robotics engineer", "electrical engineer", "mechanical engineer", "civil engineer",
    "chemical engineer", "aerospace engineer", "hacker", "indie hacker", "maker",
  ],
  design: [
    "UX designer|ux/ui designer|ui ux designer|ui/ux designer|ux ui designer|ux/ui designer|user experience designer",
    "UI designer", "product designer", "graphic designer", "visual designer", "brand designer",
    "motion designer|motion graphics designer", "web designer", "interior designer", "architect", "animator",
    "3D artist|3d designer", "type designer", "UX researcher|user researcher", "designer", "creative director",
    "art director", "landscape architect", "set designer",
  ],
  art: [
    "illustrator", "artist|visual artist", "painter", "muralist", "tattoo artist", "calligrapher", "concept artist",
    "sculptor", "printmaker", "comic artist|cartoonist", "digital artist", "fine artist",
  ],
  visual: [
    "photographer", "wedding photographer", "street photographer", "wildlife photographer", "food photographer",
    "fashion photographer", "portrait photographer", "travel photographer", "filmmaker", "videographer",
    "cinematographer|dop", "video editor|editor", "director|film director", "documentary filmmaker", "drone pilot",
    "colorist",
  ],
  writing: [
    "writer", "author", "novelist", "poet", "journalist", "copywriter", "content writer", "screenwriter",
    "editor-in-chief", "blogger", "technical writer", "storyteller", "columnist", "ghostwriter", "lyricist",
    "book reviewer|bookstagrammer", "newsletter writer",
  ],
  performance: [
    "musician", "singer|vocalist", "singer-songwriter|singer songwriter", "songwriter", "rapper",
    "music producer|beatmaker", "producer", "DJ|deejay", "guitarist", "pianist", "drummer", "violinist", "composer",
    "dancer", "choreographer", "actor|actress", "comedian|stand-up comedian|standup comedian", "stand-up comic|standup comic",
    "theatre artist|theater artist", "voice artist|voice actor", "magician", "classical dancer",
    "bharatanatyam dancer", "kathak dancer", "RJ|radio jockey", "anchor|emcee|tv host|show host|event host", "performer",
  ],
  food: [
    "chef", "home chef", "baker", "home baker", "pastry chef", "cook", "food blogger", "food critic", "food stylist",
    "barista", "bartender|mixologist", "sommelier", "caterer", "restaurateur", "cafe owner|café owner",
    "bakery owner", "nutritionist", "dietitian|dietician", "butcher", "fishmonger", "brewer|homebrewer", "cheesemaker",
    "chocolatier", "fisherman|fisherwoman",
  ],
  fitness: [
    "fitness coach", "personal trainer", "yoga teacher|yoga instructor|yogi", "pilates instructor", "athlete",
    "runner|marathoner|marathon runner", "cyclist", "swimmer", "bodybuilder", "powerlifter", "crossfit coach",
    "martial artist", "boxer", "climber|rock climber", "footballer|football player", "cricketer", "tennis player",
    "badminton player", "basketball player", "coach", "strength coach", "triathlete", "surfer", "skater|skateboarder",
    "wellness coach", "health coach",
  ],
  business: [
    "founder", "co-founder|cofounder|co founder", "CEO", "COO", "CMO", "entrepreneur|enterpreneur", "solopreneur",
    "serial entrepreneur", "startup founder", "small business owner|business owner", "shop owner|store owner",
    "boutique owner", "consultant", "management consultant", "strategist", "product manager", "project manager",
    "program manager", "marketer|marketing manager", "digital marketer", "growth marketer|growth hacker",
    "brand strategist", "SEO specialist|seo expert", "social media manager|smm", "community manager",
    "PR consultant|pr professional|publicist", "sales manager|sales lead", "salesperson", "business analyst",
    "operations manager", "HR manager|hr professional", "recruiter|talent acquisition", "real estate agent|realtor",
    "event planner|wedding planner", "freelancer", "agency owner", "manager", "director of operations",
    "head of marketing", "head of product", "head of growth", "VP of engineering|vp engineering", "intern", "mentor",
    "speaker|public speaker|keynote speaker", "life coach", "career coach", "business coach", "executive coach",
    "changemaker", "social entrepreneur", "nonprofit founder|ngo founder",
  ],
  finance: [
    "investor|angel investor", "venture capitalist", "financial analyst", "investment banker", "chartered accountant",
    "accountant", "financial advisor|financial planner", "trader|stock trader", "economist", "auditor",
    "lawyer|advocate|attorney", "corporate lawyer", "legal counsel", "solicitor", "barrister", "paralegal",
    "policy analyst",
    "civil servant|ias officer|ips officer",
  ],
  education: [
    "student", "engineering student", "medical student|med student", "law student", "MBA student",
    "PhD student|phd candidate|phd scholar|doctoral student", "grad student|graduate student", "design student",
    "art student", "college student", "high school student|high schooler",
    "high school junior|high school sophomore|high school freshman", "researcher", "scientist", "professor", "teacher",
    "tutor", "educator", "lecturer", "principal", "librarian", "debater", "academic", "postdoc", "data science student",
    "CS student|computer science student",
  ],
  health: [
    "doctor|physician", "surgeon", "dentist", "nurse", "pharmacist", "physiotherapist|physio", "therapist",
    "psychologist", "psychiatrist", "counsellor|counselor", "paediatrician|pediatrician", "veterinarian|vet",
    "dermatologist", "cardiologist", "ayurvedic doctor", "midwife", "paramedic", "occupational therapist",
    "speech therapist", "mental health advocate", "optometrist|optician", "chiropractor", "osteopath",
    "massage therapist", "dental hygienist", "doula", "care worker|caregiver", "social worker",
  ],
  fashion: [
    "fashion designer", "stylist|fashion stylist", "makeup artist|mua",
    "fashion model|runway model|fitness model|freelance model|commercial model", "hairstylist|hair stylist", "barber",
    "nail artist", "nail tech|nail technician", "beauty blogger", "fashion blogger", "skincare expert", "esthetician|aesthetician",
    "jewellery designer|jewelry designer", "textile designer", "costume designer", "personal shopper",
  ],
  travel: [
    "traveller|traveler", "travel blogger", "travel writer", "backpacker", "mountaineer", "trekker", "hiker",
    "explorer", "digital nomad", "tour guide", "pilot", "flight attendant|cabin crew", "sailor", "van lifer",
    "adventurer",
  ],
  creator: [
    "content creator|creator", "influencer", "YouTuber|youtuber|youtube creator", "vlogger", "podcaster|podcast host",
    "streamer|twitch streamer", "gamer", "esports player|pro gamer", "TikToker|tiktoker", "instagrammer",
    "digital creator", "UGC creator|ugc creator", "meme page admin", "newsletter creator", "reviewer|tech reviewer",
    "community builder", "educator on youtube",
  ],
  craft: [
    "potter|ceramicist|ceramic artist", "candle maker", "jewellery maker|jewelry maker", "woodworker",
    "crochet artist", "knitter", "embroidery artist", "florist", "soap maker", "maker of things", "artisan", "weaver",
    "leather crafter", "resin artist", "handmade seller", "upcycler", "gardener", "farmer", "beekeeper", "tailor",
    "luthier", "bookbinder", "cobbler|shoemaker",
  ],
  trades: [
    "mechanic|auto mechanic|car mechanic|motor mechanic|diesel mechanic", "master electrician", "electrician",
    "master plumber", "plumber", "carpenter|joiner", "welder|fabricator", "roofer", "locksmith",
    "handyman|handyperson", "bricklayer", "plasterer", "stonemason", "blacksmith",
    "painter and decorator|painter-decorator", "tiler", "HVAC technician|hvac tech|hvac technician",
    "gas engineer|heating engineer", "commercial diver", "driving instructor", "window cleaner", "landscaper",
    "scaffolder", "glazier", "chimney sweep", "courier driver|delivery driver", "taxi driver|cab driver", "truck driver|lorry driver|trucker",
    "bus driver", "firefighter|fire fighter", "police officer", "lifeguard", "dog trainer", "dog walker",
    "dog groomer|pet groomer",
    "welding apprentice|plumbing apprentice|electrical apprentice|carpentry apprentice|joinery apprentice|bricklaying apprentice",
  ],
  family: [
    "mom|mother|mama|mamá|mum|mommy|mami", "dad|father|papa|papá|papi", "parent",
    "homemaker|stay-at-home mom|stay at home mom", "dog mom", "dog dad", "cat mom", "cat dad", "pet parent",
    "plant parent", "wife", "husband", "grandma", "grandpa", "aunt", "big sister", "big brother",
  ],
};

// What a brand or team is ("we're a small bakery in Pune"): the subject of a brand-voice bio.
// prettier-ignore
const VENTURE_GROUPS: Partial<Record<Domain, string[]>> = {
  food: [
    "bakery|patisserie|pâtisserie|boulangerie|panadería|panaderia|padaria|bäckerei", "café|cafe|coffee shop|coffee house", "cloud kitchen|home kitchen", "restaurant",
    "coffee roastery|roastery", "food truck", "tea house|tea room", "brewery|microbrewery",
    "catering company|catering service", "apple orchard", "vineyard", "food bank", "pizzeria",
  ],
  design: ["design studio|creative studio", "architecture firm|architecture studio", "interior design studio"],
  business: [
    "agency|creative agency|digital agency|marketing agency|branding agency", "startup",
    "consultancy|consulting firm", "coworking space", "nonprofit|ngo|non-profit", "collective",
  ],
  fashion: [
    "boutique", "salon|beauty salon|hair salon", "clothing brand|fashion label|clothing label",
    "skincare brand|beauty brand", "jewellery brand|jewelry brand",
  ],
  craft: [
    "candle brand|candle company", "pottery studio|ceramics studio", "plant shop|nursery",
    "flower shop|florist studio", "handmade brand|craft store", "gift shop|gift store",
  ],
  fitness: [
    "fitness studio|gym studio", "yoga studio", "dance studio|dance academy",
    "sports academy|cricket academy|football academy", "lifeguard crew|lifeguard team|surf lifesaving club",
  ],
  performance: ["band", "theatre group|theater group|theatre company", "music label|record label", "comedy collective"],
  education: [
    "school", "coaching centre|coaching center|coaching institute", "tuition centre|tuition classes",
    "learning platform|edtech startup", "student club|student society",
  ],
  tech: ["dev shop|software studio", "SaaS company|saas startup", "app studio", "tech startup"],
  visual: ["production house|production company", "photo studio|photography studio", "film collective"],
  travel: ["travel company|travel agency|tour company", "homestay|guest house|guesthouse|hostel", "adventure company"],
  creator: ["YouTube channel|youtube channel", "media company|media house", "meme page"],
  family: ["pet store|pet shop", "pet grooming studio", "animal shelter|rescue shelter"],
  health: ["clinic|dental clinic", "wellness centre|wellness center", "pharmacy"],
  finance: ["law firm", "accounting firm|ca firm", "fintech startup"],
  writing: ["bookstore|bookshop|book store|book shop", "publishing house|publisher", "literary magazine", "zine"],
};

export const VENTURE_SPECS: RoleSpec[] = Object.entries(VENTURE_GROUPS).flatMap(([domain, lines]) =>
  (lines ?? []).map((line) => {
    const forms = line.split("|");
    return { label: forms[0] ?? line, domain: domain as Domain, forms };
  }),
);

export interface RoleSpec {
  label: string;
  domain: Domain | null;
  forms: string[];
}

// Words that name a job in many fields ("chess coach", "podcast host") say nothing about
// which field's lines fit.
// prettier-ignore
const FIELDLESS = new Set([
  "coach", "host", "manager", "intern", "producer", "maker", "editor", "mentor", "freelancer", "speaker",
]);

export const ROLE_SPECS: RoleSpec[] = Object.entries(ROLE_GROUPS).flatMap(([domain, lines]) =>
  lines.map((line) => {
    const forms = line.split("|");
    const label = forms[0] ?? line;
    return { label, domain: FIELDLESS.has(label) ? null : (domain as Domain), forms };
  }),
);

// Roles too generic to lead a bio when something more specific was found.
// prettier-ignore
export const GENERIC_ROLES = new Set([
  "engineer", "designer", "developer", "manager", "coach", "producer", "editor", "host", "maker", "artist", "creator",
  "intern",
]);

// Roles that say what kind of person this is, for choosing a voice and the structures.
// prettier-ignore
export const ROLE_PERSONA: Record<string, "entrepreneur" | "student" | "creator" | "influencer" | "small-business"> = {
  founder: "entrepreneur", "co-founder": "entrepreneur", CEO: "entrepreneur", entrepreneur: "entrepreneur",
  solopreneur: "entrepreneur", "serial entrepreneur": "entrepreneur", "startup founder": "entrepreneur",
  "social entrepreneur": "entrepreneur", "indie hacker": "entrepreneur", "agency owner": "entrepreneur",
  student: "student", "engineering student": "student", "medical student": "student", "law student": "student",
  "MBA student": "student", "PhD student": "student", "grad student": "student", "design student": "student",
  "art student": "student", "college student": "student", "high school student": "student", "CS student": "student",
  "high school junior": "student",
  "data science student": "student", intern: "student", "content creator": "creator", YouTuber: "creator",
  vlogger: "creator", podcaster: "creator", streamer: "creator", "digital creator": "creator",
  "UGC creator": "creator", TikToker: "creator", influencer: "influencer", instagrammer: "influencer",
  "beauty blogger": "influencer", "fashion blogger": "influencer", "travel blogger": "influencer",
  "food blogger": "influencer", "small business owner": "small-business", "shop owner": "small-business",
  "boutique owner": "small-business", "home baker": "small-business", "cafe owner": "small-business",
  "bakery owner": "small-business", "candle maker": "small-business", "handmade seller": "small-business",
  "soap maker": "small-business", "jewellery maker": "small-business", florist: "small-business",
  caterer: "small-business",
};
