import type { Domain } from "./domains";

// Interests, niches and things people make, each with the emoji a creator would put beside
// it. Format: "<emoji> <label>|<other spelling>|…". Hinglish and Spanish words are listed as
// themselves: a bio keeps "chai" and "fútbol", it does not translate them.

// prettier-ignore
const INTEREST_GROUPS: Record<Domain, string[]> = {
  tech: [
    "💻 code|coding|programming", "🤖 AI|artificial intelligence", "✨ GenAI|genai|generative ai",
    "🧠 machine learning|ml|deep learning", "📊 data|data science|analytics", "🔐 cybersecurity|infosec",
    "☁️ cloud|cloud computing|devops", "🌐 Web3|web3", "🪙 crypto|blockchain|nfts", "🛠️ open source|open-source|oss",
    "📱 apps|mobile apps", "🎮 game dev|game development", "🚀 startups|startup|startup life",
    "⚙️ tech|technology|gadgets", "🧩 puzzles|problem solving", "🦾 robotics", "🛰️ space tech|spacetech",
    "⌨️ mechanical keyboards", "🐧 Linux", "🐍 Python", "⚛️ React", "🧪 side projects|side project",
    "🏆 hackathons|hackathon", "🧮 distributed systems", "🦀 Rust", "🖥️ SaaS", "🧮 math|maths|mathematics",
    "🔭 astronomy|stargazing", "⚛️ physics", "🧬 science|biology|chemistry",
  ],
  art: [
    "🎨 art|arts|arte", "✏️ sketching|drawing|doodling|dibujar|dibujo", "🖌️ painting|watercolour|watercolor|acrylics",
    "🖋️ calligraphy|lettering|hand lettering", "🖼️ illustration|illustrations", "🖍️ kids art",
    "🏛️ museums and galleries|art galleries|galleries",
  ],
  design: [
    "📐 design|ux|ui|ui/ux|product design", "🌐 websites|web design", "🔤 typography|fonts",
    "🏛️ architecture|arquitectura", "🛋️ interior design|home decor|decor", "🎞️ animation|motion design",
    "🧱 3D|3d art", "🧱 Blender", "🎭 pop culture", "🧵 embroidery", "🪴 minimalism|minimalist design", "🏙️ urban design",
  ],
  visual: [
    "📸 photography|photos|photographs", "📷 street photography", "🦁 wildlife photography", "💍 wedding photography",
    "🎬 films|movies|cinema|film|filmmaking", "🎥 videography|video|videos",
    "🎞️ film photography|analog photography|35mm", "🌅 golden hour", "🌅 sunsets|sunrises|atardeceres|atardecer",
    "🌌 astrophotography", "📽️ documentaries|documentary", "🎬 short films", "✂️ editing|video editing",
    "🍿 Bollywood|bollywood movies", "🎌 anime|manga", "📺 K-dramas|kdramas|kdrama|k drama|k-drama",
    "🎞️ world cinema|indie films", "🖤 film noir",
  ],
  writing: [
    "📚 books|reading|bookstagram|libros|lectura", "✍️ writing|words", "📝 poetry|poems|shayari|poesía",
    "📖 stories|storytelling|short stories", "🗞️ journalism|news", "💌 letters|handwritten letters",
    "📰 newsletters|newsletter", "🏺 history", "🧠 philosophy", "📓 journaling|bullet journal", "🌍 languages|linguistics",
    "🗣️ debating|debate", "🎙️ spoken word", "🔮 fantasy books|fantasy", "🕵️ mystery novels|thrillers|crime fiction",
    "📜 urdu poetry", "🌙 ghazals",
  ],
  performance: [
    "🎵 music|música|musica", "🎸 guitar", "🎹 piano", "🥁 drums", "🎤 singing|karaoke", "💃 dance|dancing|bailar",
    "🎸 indie rock|indie-rock", "🎧 indie music|indie", "🎶 classical music", "🎶 Carnatic music|carnatic",
    "🎶 Hindustani classical", "🎤 hip hop|hip-hop|rap", "🥁 Afrobeats|afrobeat", "🪩 techno|edm|house music", "🎻 violin",
    "🎭 theatre|theater|improv", "😂 comedy|stand-up|standup", "😂 memes|meme pages", "💃 salsa|bachata", "💃 tango",
    "🪷 Bharatanatyam", "🪷 Kathak", "🪷 Odissi", "🪷 Kuchipudi", "🎷 jazz", "🎙️ podcasts|podcast", "🎼 lo-fi|lofi",
    "🎤 K-pop|kpop", "💜 BTS", "🎸 rock|metal", "🪕 folk music", "🎶 ghazal",
  ],
  food: [
    "☕ filter coffee|kaapi", "☕ coffee|café|cafe|cafecito|espresso", "🫖 chai|cutting chai|masala chai|tea",
    "🍕 food|comida|khana", "🍳 cooking|cocina|recipes", "🧁 baking|cakes|cupcakes|desserts|pastries",
    "🍞 sourdough|bread", "🍪 cookies|brownies", "🥗 healthy eating|clean eating", "🥗 nutrition|nutrición",
    "🌱 vegan food|vegan|plant-based|plant based", "🌶️ street food|chaat", "🍛 biryani", "🍜 ramen|noodles", "🌮 tacos",
    "🍷 wine", "🍸 cocktails|mixology", "🍫 chocolate|chocolates", "🥘 home food|ghar ka khana|home cooking",
    "🍲 regional food|south indian food|north indian food", "🍰 cheesecake", "🥐 croissants", "🍦 ice cream|gelato",
    "🫕 fermentation|pickles|achaar", "🍵 matcha", "🥭 mangoes|mango", "🍽️ restaurants|fine dining|food reviews",
    "🧉 mate", "🥃 mezcal|tequila", "🍛 chole bhature", "🥞 dosa|masala dosa|dosas", "🍖 Sunday roasts|sunday roast",
    "🫓 street snacks|vada pav|pani puri|golgappe",
  ],
  fitness: [
    "💪 fitness|gym|workouts|lifting|weightlifting", "🧘 yoga", "🏃 running|marathons|marathon", "🚴 cycling",
    "🏊 swimming", "🥊 boxing|mma|martial arts|kickboxing", "🏏 cricket", "⚽ football|soccer|fútbol|futbol", "🎾 tennis",
    "🏸 badminton", "🏀 basketball", "🏋️ crossfit|powerlifting", "🧗 climbing|bouldering", "🏄 surfing",
    "🛹 skateboarding|skating", "🧘 meditation|mindfulness|breathwork", "🫀 wellness|health|self-care|self care",
    "🏐 volleyball", "⛳ golf", "🏑 hockey", "🏎️ F1|formula 1|formula one", "🏁 motorsport", "🤸 pilates|calisthenics",
    "🥗 diet|weight loss", "⚾ baseball", "🏈 nfl", "🤼 kabaddi", "♟️ chess",
  ],
  business: [
    "📈 marketing|digital marketing", "🧭 strategy", "💡 innovation", "🤝 networking|community|communities",
    "🏷️ branding|personal branding", "🔍 SEO", "📣 social media|instagram growth", "✉️ email marketing",
    "🛍️ e-commerce|ecommerce|d2c|dtc", "🧑‍🤝‍🧑 leadership|management", "📦 product management", "⚡ productivity|habits",
    "🌱 self-improvement|self improvement|personal growth|growth mindset", "🎯 sales",
    "🏢 small business|small businesses|msme", "👩‍💼 women in business|women in tech|women founders",
    "🌍 social impact|nonprofit|ngo", "♻️ sustainability|climate|climate action|zero waste|eco-friendly",
    "🏠 real estate", "💼 careers|career growth|hiring", "🧠 psychology|behavioural science|behavioral science",
    "🤖 automation|no-code|nocode", "📢 public relations|pr", "🎤 public speaking",
  ],
  finance: [
    "💰 personal finance|money|finance", "📈 investing|stocks|stock market|trading|mutual funds",
    "🪙 crypto trading|bitcoin", "🏦 fintech|banking", "⚖️ law|legal|policy|justice", "🗳️ politics|public policy",
    "🧾 taxes|accounting", "📊 economics|economy", "🏛️ governance",
  ],
  education: [
    "🎓 education|learning|edtech", "🔬 research", "🧑‍🏫 teaching|mentoring|mentorship", "📐 engineering", "🩺 medicine",
    "🗺️ geography", "🌐 study abroad", "📝 exams|cat prep|gre", "📝 UPSC", "📝 NEET", "📝 JEE",
    "🧒 early childhood|early childhood education", "🏫 campus life|college life|hostel life",
    "📚 online courses|courses", "🌍 language learning",
  ],
  health: [
    "🩺 healthcare|medicine|public health", "🦷 dental care", "🧠 neuroscience", "🌿 ayurveda|herbal remedies",
    "💊 pharma", "🧠 mental health|mental health awareness", "🤰 pregnancy|maternity",
    "🫶 inclusion|accessibility|disability rights", "🌈 LGBTQ+|lgbtq|lgbtq+|queer|pride",
  ],
  fashion: [
    "👗 fashion|style|outfits|ootd|moda", "💄 makeup|beauty|cosmetics", "🧴 skincare|skin care",
    "💇 hair|haircare|hairstyles", "💅 nails|nail art", "👟 sneakers|sneakerhead", "🧥 streetwear",
    "🪡 sustainable fashion|slow fashion", "🛍️ thrifting|thrift|thrift stores", "🕰️ vintage|vintage markets",
    "🥻 sarees|saree|handloom|ethnic wear|kurtas", "💍 jewellery|jewelry|jewels|joyería|joyeria", "👜 bags|handbags",
    "🕶️ luxury", "🧣 knitwear", "👠 heels", "🌸 perfume|fragrances|perfumes", "🪞 modest fashion|hijab fashion",
  ],
  travel: [
    "✈️ travel|travelling|traveling|viajes|viajar|wanderlust|exploring", "⛰️ mountains|himalayas|hills|pahad",
    "🥾 hiking|trekking|treks", "🏕️ camping|outdoors|nature", "🏖️ beaches|beach|playa|sea|ocean",
    "🚐 road trips|roadtrips|van life|vanlife", "🏍️ bikes|motorcycles|riding|biker",
    "🚗 cars|supercars|cars and coffee", "🗺️ backpacking|solo travel", "🏰 heritage|forts|museums",
    "🌋 adventure|adventures", "🌴 islands|goa trips", "🚆 trains|train journeys", "🏞️ national parks|wildlife",
    "🌊 scuba|diving|scuba diving", "🏔️ Spiti",
  ],
  creator: [
    "🎮 gaming|games|video games|esports", "🎮 BGMI", "🎮 Valorant", "⛏️ Minecraft", "🎮 Fortnite", "📹 vlogs|vlogging",
    "🎙️ interviews", "📷 content creation|creating content", "💬 storytelling online", "🕹️ retro games|retro gaming",
    "🎮 indie games|indie game|indie gaming", "🃏 board games|card games", "🐉 D&D|dnd|dungeons and dragons",
    "🧩 trivia|quizzing", "🎲 tabletop games", "🦸 comics", "🦸 Marvel", "🪄 Harry Potter", "🌌 sci-fi|science fiction",
    "🌌 Star Wars", "🖖 Star Trek", "🛸 tech reviews|unboxing",
  ],
  craft: [
    "🕯️ candles|soy candles|scented candles", "🧶 crochet|knitting|yarn", "🏺 pottery|ceramics|clay",
    "🪵 woodworking|woodwork", "🌸 flowers|florals|floristry", "🪴 plants|gardening|houseplants|terrace garden",
    "🧼 handmade soap|soaps", "🎁 handmade|handcrafted|crafts|diy|crafting|artisanal", "🪡 sewing|tailoring|stitching",
    "♻️ upcycling|recycling", "📿 beadwork|macrame|macramé", "🖼️ resin art",
    "🧺 home organisation|organising|decluttering", "🐝 honey|beekeeping", "🌾 farming|organic farming|agriculture",
    "🪔 festivals|diyas|rangoli", "🪔 Diwali", "🎨 block printing", "🎨 Madhubani art|madhubani", "🎨 Warli art|warli",
  ],
  trades: ["🔧 car repair|auto repair", "🏠 home repair|home improvement|renovations"],
  family: [
    "🐶 dogs|dog|puppies|doggo|indies|indie dogs", "🐱 cats|cat|kittens",
    "🐾 pets|animals|animal rescue|animal welfare|strays|rescue dogs", "👨‍👩‍👧 family|familia|parivaar",
    "🧸 parenting|motherhood|fatherhood|mom life|dad life", "🏡 homemaking", "💞 romance|amor",
    "👭 friends|friendship|dosti", "🐦 birds|birdwatching|birding", "🐠 aquariums|fishkeeping", "🐴 horses|horse riding",
    "👵 grandparents|nani|dadi", "💒 weddings|shaadi|shaadi season", "🌻 sunflowers",
  ],
};

export interface InterestSpec {
  label: string;
  emoji: string;
  domain: Domain;
  forms: string[];
}

export const INTEREST_SPECS: InterestSpec[] = Object.entries(INTEREST_GROUPS).flatMap(([domain, lines]) =>
  lines.map((line) => {
    const space = line.indexOf(" ");
    const emoji = line.slice(0, space);
    const forms = line.slice(space + 1).split("|");
    return { label: forms[0] ?? line, emoji, domain: domain as Domain, forms };
  }),
);
