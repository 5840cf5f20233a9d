import type { IndustryTags } from "./taxonomy-types";

// The twelve business categories of the templates (lib/templates/categories.ts), each with
// curated tags in three tiers by specificity. No post counts: the tiers say how wide a tag
// reaches, not a number we could not verify.

export const BUSINESS_TAGS: IndustryTags[] = [
  {
    id: "ecommerce",
    name: "E-commerce",
    keywords: ["shop", "store"],
    broad: ["shoponline", "smallbusiness", "onlineshopping", "shopping", "newarrivals"],
    mid: ["shopsmall", "supportsmallbusiness", "onlinestore", "ecommercebusiness", "shopthelook"],
    niche: ["smallbatchshop", "dtcbrand", "shopindependent", "packagingreveal", "behindthebrand"],
  },
  {
    id: "fashion",
    name: "Fashion",
    keywords: ["fashion", "style"],
    broad: ["fashion", "style", "ootd", "outfit", "streetstyle"],
    mid: ["fashionbrand", "slowfashion", "outfitinspo", "styleinspo", "capsulewardrobe"],
    niche: ["sustainablefashionbrand", "smallbatchclothing", "handmadeclothing", "vintagefinds", "ethicalwardrobe"],
  },
  {
    id: "beauty",
    name: "Beauty",
    keywords: ["beauty", "makeup"],
    broad: ["beauty", "makeup", "skincare", "selfcare", "nails"],
    mid: ["skincareroutine", "makeupartist", "crueltyfreebeauty", "cleanbeauty", "nailart"],
    niche: ["bridalmakeupartist", "skincareformen", "veganskincare", "brownskinmakeup", "glowingskinroutine"],
  },
  {
    id: "electronics",
    name: "Electronics",
    keywords: ["tech", "gadgets"],
    broad: ["tech", "gadgets", "technology", "electronics", "smartphone"],
    mid: ["techreview", "gadgetlover", "desksetup", "smarthome", "techaccessories"],
    niche: ["mechanicalkeyboard", "phonerepair", "audiophilegear", "homeautomation", "refurbishedtech"],
  },
  {
    id: "home",
    name: "Home & Decor",
    keywords: ["home", "decor"],
    broad: ["homedecor", "interiordesign", "home", "interior", "decor"],
    mid: ["homestyling", "interiorinspo", "livingroomdecor", "cozyhome", "plantdecor"],
    niche: ["smallspaceliving", "rentalmakeover", "japandistyle", "boholivingroom", "slowliving"],
  },
  {
    id: "handmade",
    name: "Handmade",
    keywords: ["handmade", "crafts"],
    broad: ["handmade", "crafts", "art", "diy", "maker"],
    mid: ["handmadewithlove", "makersgonnamake", "craftbusiness", "handcrafted", "shophandmade"],
    niche: ["handmadecandles", "handthrownpottery", "macrameartist", "handboundbooks", "smallbatchsoap"],
  },
  {
    id: "fitness",
    name: "Fitness",
    keywords: ["fitness", "gym"],
    broad: ["fitness", "workout", "gym", "health", "training"],
    mid: ["personaltrainer", "strengthtraining", "fitnesscoach", "homeworkout", "fitnessjourney"],
    niche: ["kettlebelltraining", "postnatalfitness", "mobilitytraining", "over40fitness", "calisthenicsbeginner"],
  },
  {
    id: "jewelry",
    name: "Jewelry",
    keywords: ["jewelry", "jewellery"],
    broad: ["jewelry", "jewellery", "accessories", "earrings", "rings"],
    mid: ["handmadejewelry", "silverjewelry", "finejewelry", "jewelrydesigner", "everydayjewelry"],
    niche: ["recycledsilver", "birthstonejewelry", "stackingrings", "wirewrappedjewelry", "ethicaljewelry"],
  },
  {
    id: "food",
    name: "Food & Beverages",
    keywords: ["food", "foodie"],
    broad: ["food", "foodie", "foodphotography", "instafood", "yummy"],
    mid: ["homemade", "bakery", "foodlover", "dessert", "coffeelover"],
    niche: ["homebaker", "sourdoughbaking", "customcakes", "specialtycoffee", "smallbatchbakery"],
  },
  {
    id: "services",
    name: "Services",
    keywords: ["services", "business"],
    broad: ["business", "entrepreneur", "smallbusiness", "marketing", "branding"],
    mid: ["freelancer", "consultant", "servicebusiness", "businesscoach", "socialmediamarketing"],
    niche: ["virtualassistant", "bookkeepingservices", "brandstrategist", "copywriterforhire", "webdesignstudio"],
  },
  {
    id: "local",
    name: "Local Business",
    keywords: ["local", "shoplocal"],
    broad: ["shoplocal", "local", "community", "smallbusiness", "supportlocal"],
    mid: ["localbusiness", "supportlocalbusiness", "neighbourhood", "localshop", "shopsmalllocal"],
    niche: ["familyownedbusiness", "cornershop", "localmaker", "highstreetshop", "neighbourhoodcafe"],
  },
  {
    id: "promotion",
    name: "Sales & Promos",
    keywords: ["sale", "deals"],
    broad: ["sale", "deals", "discount", "offer", "shopping"],
    mid: ["limitedoffer", "flashsale", "seasonsale", "shopthesale", "specialoffer"],
    niche: ["launchoffer", "bundleoffer", "weekendsale", "earlybirdoffer", "clearancesale"],
  },
];
