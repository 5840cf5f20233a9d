// Small word lists the extractor leans on: personality words worth keeping, words that carry
// no information about a person, and the marker words that tell Hinglish and Spanish apart.

// Personality words, printed as written. Hinglish and Spanish ones are kept as themselves.
// prettier-ignore
export const PERSONALITY_WORDS: string[] = [
  "curious", "creative", "introvert", "introverted", "extrovert", "extroverted", "ambivert", "chaotic", "calm",
  "nerdy", "geeky", "nerd", "geek", "witty", "sarcastic", "optimistic", "optimist", "dreamer", "overthinker",
  "night owl", "early bird", "wanderer", "hopeless romantic", "romantic", "empath", "empathetic", "adventurous",
  "shy", "loud", "quirky", "bubbly", "driven", "ambitious", "hardworking", "hard-working", "kind", "spiritual",
  "minimalist", "perfectionist", "fearless", "goofy", "dramatic", "silly", "weird", "positive", "grateful",
  "passionate", "determined", "resilient", "disciplined", "focused", "patient", "honest", "loyal", "caring",
  "cheerful", "playful", "stubborn", "independent", "confident", "thoughtful", "mindful", "humble", "foodie",
  "bookworm", "workaholic", "multipotentialite", "generalist", "sleepy", "lazy", "clumsy", "detail-oriented",
  "self-taught", "bindaas", "jugaadu", "desi", "filmy", "mast-maula", "soñadora", "soñador", "tranquila", "tranquilo",
  "alegre", "apasionada", "apasionado", "loca", "curiosa", "curioso", "creativa", "creativo",
];

// Function words and filler in English, Hinglish and Spanish. Never salient on their own.
export const STOPWORDS = new Set(
  `a an the and or but if so as at by for from in into of on onto to with without about above after
  again against all am are aren't be because been before being below between both can could did do
  does doing don't down during each few further had has have having he her here hers herself him
  himself his how i i'm im i've ive i'd i'll its it's it itself just let's me more most my myself no nor
  not now off once only other our ours ourselves out over own same she should some such than that
  that's their theirs them themselves then there these they this those through too under until up
  very was we we're were what when where which while who whom why will would you you're your yours
  yourself also really very much many lot lots things thing stuff etc like love loves loving lover
  get got make makes made making want wanted need needs use using used one two three new good great
  best well yeah yes hey hi hello hii hiii ok okay pls please plz thanks thank u ur r n y tbh lol
  lmao haha hahaha omg idk imo rn bc cuz coz kinda sorta gonna wanna gotta every everything everyone
  someone something anything nothing always never sometimes often day days time times year years
  life world people person way ways part full kind sort bit little big small lot huge
  hai hain hoon hun hu ka ki ke ko se mein me main mera meri mere aur bhi toh to na nahi nhi kya
  kuch sab bahut bohot bas ek hum tum aap apna apni yeh ye woh wo jo par pe ho raha rahi rahe tha thi
  el la los las un una unos unas y o de del al en con por para que es soy son mi mis tu tus su sus
  lo le les me te se nos muy más mas pero como también tambien todo toda todos siempre aquí aqui`
    .split(/\s+/)
    .filter(Boolean),
);

// Words about the request, not the person ("make my bio funny, keep it short").
export const META_WORDS = new Set(
  `bio bios profile instagram insta ig tiktok twitter linkedin caption captions generate generator
  write writing create tone funny professional poetic mysterious motivational casual bold
  inspirational short long cool catchy aesthetic nice unique attractive please description describe
  include add show mention email mail contact number phone website link links url dm dms inbox
  collab collabs collaboration collaborations business inquiries enquiries booking bookings
  follow follows followers following handle username account page`
    .split(/\s+/)
    .filter(Boolean),
);

// Common English words that fuzzy matching must never "correct" into a lexicon word.
export const COMMON_WORDS = new Set(
  `programme programmes program programs plates plated about after again almost already always another around because become becoming before behind
  believe better between bringing building called calling change changing coming could create
  creating currently different doing during enough every everything everywhere family finally
  finding friends getting going happy having helping honestly inside journey keeping learning
  letting living looking making maybe mostly mother moving nothing others passion people places
  planning playing probably proud really reading right running saying second seeing should simple
  somewhere sometimes something started starting still stories taking talking teaching things
  thinking through together trying turning usually village walking wanting watching working world
  would writing years young liking biking hiking baking taking waking making caking sharing caring
  daring bearing hearing wearing tearing staring scaring sharing shaping saving having leaving
  loving moving proving giving living driving diving striving thriving arriving surviving reviving
  writer writes wrote written coder coded codes design designs designed designing photos shoots
  shooting cooking cooked cooks bakes baked teacher teaches taught coach coaching coaches traveling
  mountain mountains rivers forest forests engineer engineers engineering student students studies
  studying studied hiring cancer printer pointer waiter former ginger finger toffee booking
  hooking cooling resign waiting leading heading cunning naming witness stating surging jockey
  reaching fainting prayer trainee bother rather gather farther suffer wrapper backer packer
  trades sawyer stylish wilder joinery glacier glaciers tiller coming linger center centre better letter matter pattern master mister
  counter country county poster posted hosted hoster boater banner manner dinner winner summer
  trails trail korean american indian mexican nigerian british french german spanish italian chinese japanese
  canadian australian african colombian argentinian argentine brazilian pakistani bengali punjabi
  tamil malayali gujarati marathi kannadiga european asian latina latino filipino filipina kenyan
  ghanaian egyptian turkish russian irish scottish dutch swedish peruvian chilean cuban thai
  vietnamese indonesian nepali sri lankan bangladeshi telugu travelled traveled travelers travellers`
    .split(/\s+/)
    .filter(Boolean),
);

// Marker words: two or more of these make a language hint. Kept small and unambiguous.
export const HINGLISH_MARKERS = new Set(
  `hai hain hoon hun hu mein mera meri mere aur bhi nahi nhi kya kuch bahut bohot yaar yaara bhai
  dost dil zindagi sapne sapna apna apni chalo arre accha acha thoda thodi jugaad bindaas masti
  pyaar khana ghar desi jaan wala wali waala waali karna karta karti hota hoti raha rahi chai
  shaadi dilli mast ekdum pakka bilkul jhakaas bawaal scene mera`
    .split(/\s+/)
    .filter(Boolean),
);

export const SPANISH_MARKERS = new Set(
  `hola soy estoy vida amor mi mis con pero para por que del los las una y también tambien siempre
  familia sueños sueño viajes viajar comida cocina café cafecito música musica playa fútbol futbol
  arte mamá papá emprendedora emprendedor diseñadora diseñador estudiante fotógrafa fotógrafo
  escritora escritor abogada abogado maestra maestro doctora bailar pura mucho muy feliz corazón
  latina latino mexicana mexicano colombiana colombiano argentina argentino`
    .split(/\s+/)
    .filter(Boolean),
);

// Role words in other languages (Spanish, Portuguese, French, Italian, German, Turkish,
// Indonesian), printed as written, with the English role they stand for. Each language has its
// own entry, so a typo tolerance never turns "estudante" into "estudiante", "enfermera" into
// "enfermeira" or "avocate" into "advocate".
// prettier-ignore
export const FOREIGN_ROLES: Record<string, string> = {
  "creadora de contenido": "content creator", "creador de contenido": "content creator", fundadora: "founder",
  fundador: "founder", profe: "teacher", "entrenador personal": "personal trainer",
  "entrenadora personal": "personal trainer", entrenador: "coach", entrenadora: "coach",
  "diseñadora gráfica": "graphic designer", "diseñador gráfico": "graphic designer", emprendedora: "entrepreneur",
  emprendedor: "entrepreneur", diseñadora: "designer", diseñador: "designer", estudiante: "student",
  fotógrafa: "photographer", fotógrafo: "photographer", escritora: "writer", escritor: "writer", abogada: "lawyer",
  abogado: "lawyer", maestra: "teacher", maestro: "teacher", doctora: "doctor", cocinera: "cook", cocinero: "cook",
  ingeniera: "engineer", ingeniero: "engineer", periodista: "journalist", artista: "artist", bailarina: "dancer",
  cantante: "singer", psicóloga: "psychologist", psicólogo: "psychologist", nutrióloga: "nutritionist",
  arquitecta: "architect", arquitecto: "architect", profesora: "teacher", profesor: "teacher",
  estudante: "student", engenheira: "engineer", engenheiro: "engineer", "criadora de conteúdo": "content creator",
  "criador de conteúdo": "content creator", advogada: "lawyer", advogado: "lawyer", médica: "doctor",
  médico: "doctor", enfermeira: "nurse", enfermeiro: "nurse", cozinheira: "cook", cozinheiro: "cook",
  empreendedora: "entrepreneur", empreendedor: "entrepreneur", confeiteira: "baker", confeiteiro: "baker",
  enfermera: "nurse", enfermero: "nurse", panadera: "baker", panadero: "baker",
  peluquera: "hairdresser", peluquero: "hairdresser", contadora: "accountant", contador: "accountant",
  veterinaria: "veterinarian", veterinario: "veterinarian", programadora: "developer", programador: "developer",
  avocate: "lawyer", avocat: "lawyer", infirmière: "nurse", infirmier: "nurse", médecin: "doctor",
  étudiante: "student", étudiant: "student", professeure: "teacher", professeur: "teacher", enseignante: "teacher",
  enseignant: "teacher", ingénieure: "engineer", ingénieur: "engineer", architecte: "architect",
  photographe: "photographer", journaliste: "journalist", développeuse: "developer", développeur: "developer",
  boulangère: "baker", boulanger: "baker", pâtissière: "pastry chef", pâtissier: "pastry chef",
  cuisinière: "cook", cuisinier: "cook", coiffeuse: "hairdresser", coiffeur: "hairdresser", comptable: "accountant",
  graphiste: "graphic designer", fondatrice: "founder", fondateur: "founder", chanteuse: "singer", chanteur: "singer",
  danseuse: "dancer", danseur: "dancer", écrivaine: "writer", écrivain: "writer", avvocata: "lawyer",
  avvocato: "lawyer", infermiera: "nurse", infermiere: "nurse", studentessa: "student", ingegnere: "engineer",
  insegnante: "teacher", fotografa: "photographer", fotografo: "photographer", architetta: "architect",
  lehrerin: "teacher", lehrer: "teacher", ärztin: "doctor", arzt: "doctor", anwältin: "lawyer", anwalt: "lawyer",
  krankenschwester: "nurse", ingenieurin: "engineer", fotografin: "photographer", bäckerin: "baker",
  öğretmen: "teacher", hemşire: "nurse", avukat: "lawyer", mühendis: "engineer", öğrenci: "student",
  dokter: "doctor", perawat: "nurse", mahasiswa: "student", mahasiswi: "student",
};
