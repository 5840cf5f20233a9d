// What strong bios in each industry carry: the words that make the role clear, the niche
// keywords people search for, the credentials the field trusts, and the usual call to action.
// Curated by hand; the ids match the hashtag taxonomy (lib/hashtags/taxonomy.ts).

export interface IndustryProfile {
  id: string;
  /** What the rewrite calls the user when the bio never says it: "Personal trainer". */
  role: string;
  roleWords: string[];
  keywords: string[];
  credentials: string[];
  /** An example of proof, shown as advice; never written into a bio. */
  proofExample: string;
  cta: string;
}

const P = (
  id: string,
  role: string,
  roleWords: string,
  keywords: string,
  credentials: string,
  proofExample: string,
  cta: string,
): IndustryProfile => ({
  id,
  role,
  roleWords: roleWords.split(","),
  keywords: keywords.split(","),
  credentials: credentials.split(","),
  proofExample,
  cta,
});

export const INDUSTRY_PROFILES: IndustryProfile[] = [
  P(
    "ecommerce",
    "Online store",
    "shop,store,brand,boutique",
    "shipping,delivery,new drops,collection,handpicked",
    "est,since,official,verified",
    "10,000+ orders shipped",
    "Shop the link below",
  ),
  P(
    "fashion",
    "Fashion label",
    "fashion,label,brand,boutique,stylist,designer",
    "style,collection,outfit,sustainable,handmade,wear",
    "designed in,est,since,featured",
    "Featured in Vogue India",
    "Shop the new drop",
  ),
  P(
    "beauty",
    "Beauty studio",
    "makeup,artist,mua,salon,studio,skincare,beauty,nail",
    "bridal,skincare,glow,cruelty-free,vegan,lashes,nails",
    "certified,licensed,trained,years",
    "500+ brides",
    "Book your appointment",
  ),
  P(
    "electronics",
    "Tech store",
    "tech,gadgets,electronics,repair,store",
    "gadgets,accessories,repair,warranty,smart home",
    "authorised,authorized,certified,warranty,since",
    "4.8★ from 2,000 reviews",
    "Shop the latest tech",
  ),
  P(
    "home",
    "Home decor studio",
    "decor,interiors,interior,home,designer,studio",
    "decor,interiors,furniture,cozy,styling,handcrafted",
    "designer,certified,since,featured",
    "200+ homes styled",
    "Shop the collection",
  ),
  P(
    "handmade",
    "Handmade studio",
    "handmade,maker,artisan,crafted,studio",
    "handmade,small batch,custom,gifts,one of a kind",
    "since,est,award,featured",
    "1,000+ pieces made by hand",
    "Order a custom piece",
  ),
  P(
    "fitness",
    "Personal trainer",
    "coach,trainer,pt,fitness,gym,instructor",
    "strength,fat loss,workout,training,mobility,nutrition",
    "certified,nasm,ace,ise,years,rep",
    "200+ clients coached",
    "Book a free consult",
  ),
  P(
    "jewelry",
    "Jewellery designer",
    "jewelry,jewellery,jeweller,jeweler,designer,studio",
    "silver,gold,handmade,rings,earrings,custom",
    "hallmarked,certified,since,est",
    "Worn by 5,000+ customers",
    "Shop the collection",
  ),
  P(
    "food",
    "Home bakery",
    "bakery,baker,cafe,kitchen,chef,restaurant,food",
    "cakes,fresh,homemade,order,delivery,vegan,eggless",
    "fssai,since,est,award,trained",
    "1,500+ cakes delivered",
    "DM to order",
  ),
  P(
    "services",
    "Consultant",
    "consultant,agency,freelancer,coach,studio,services",
    "strategy,branding,marketing,clients,growth",
    "certified,years,ex-,former,award",
    "Helped 80+ brands grow",
    "Book a discovery call",
  ),
  P(
    "local",
    "Local shop",
    "shop,store,cafe,salon,studio,local",
    "local,neighbourhood,visit,open,near",
    "since,est,family-run,family owned",
    "Serving Pune since 2012",
    "Visit us today",
  ),
  P(
    "promotion",
    "Online store",
    "shop,store,brand,deals,sale",
    "sale,offer,discount,deals,limited",
    "official,since,est,verified",
    "50,000 happy shoppers",
    "Shop the sale",
  ),
  P(
    "travel-creator",
    "Travel creator",
    "travel,traveller,traveler,creator,blogger,explorer",
    "travel,guides,itineraries,budget,solo,hidden gems",
    "countries,years,featured,award",
    "40 countries and counting",
    "Free travel guides below",
  ),
  P(
    "food-creator",
    "Food creator",
    "food,recipes,cook,chef,creator,blogger",
    "recipes,easy,healthy,meal prep,vegan,quick",
    "chef,trained,cookbook,featured,years",
    "1M+ recipe views",
    "Get the recipes below",
  ),
  P(
    "fitness-creator",
    "Fitness creator",
    "fitness,coach,trainer,creator,athlete",
    "workouts,strength,home workout,running,fat loss",
    "certified,nasm,ace,years,athlete",
    "Helped 10,000 people train at home",
    "Free plan in the link",
  ),
  P(
    "beauty-creator",
    "Beauty creator",
    "beauty,makeup,skincare,creator,artist",
    "makeup,skincare,tutorials,reviews,routine",
    "certified,trained,artist,years,featured",
    "Reviewed 300+ products",
    "Tutorials below",
  ),
  P(
    "photographer",
    "Photographer",
    "photographer,photography,photo,filmmaker",
    "portraits,weddings,film,events,editorial",
    "published,featured,award,years",
    "150+ weddings shot",
    "Enquire for dates",
  ),
  P(
    "gaming-creator",
    "Gaming creator",
    "gamer,gaming,streamer,creator,esports",
    "streams,live,pc,fps,cozy games",
    "partner,affiliate,rank,champion,team",
    "Twitch partner, 20k followers",
    "Watch live",
  ),
  P(
    "parenting-creator",
    "Parenting creator",
    "mom,mum,dad,parent,parenting,mama",
    "parenting,toddler,family,tips,gentle",
    "certified,teacher,nurse,years",
    "Trusted by 50k parents",
    "Free guide below",
  ),
  P(
    "education-creator",
    "Educator",
    "teacher,tutor,educator,coach,mentor",
    "learn,study,exam,courses,lessons,tips",
    "certified,phd,ma,msc,years,teacher",
    "5,000+ students taught",
    "Join the free class",
  ),
];

export function profileFor(id: string): IndustryProfile | undefined {
  return INDUSTRY_PROFILES.find((profile) => profile.id === id);
}
