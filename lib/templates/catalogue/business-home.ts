import type { TemplateSeed } from "@/lib/templates/types";

export const businessHome: TemplateSeed[] = [
  {
    id: "biz-home-decor-boutique",
    name: "Home Decor Boutique",
    description: "For decor shops with curated seasonal collections.",
    category: "business",
    isPremium: true,
    tone: "poetic",
    tags: ["home", "decor"],
    template:
      "Make home your favorite place 🕯️\n{{shop_name}} • curated decor\nThe {{collection}} collection is in\nShop ↓",
  },
  {
    id: "biz-home-furniture-showroom",
    name: "Furniture Showroom",
    description: "For furniture stores with a showroom and delivery.",
    category: "business",
    isPremium: true,
    tone: "professional",
    tags: ["home", "furniture"],
    template: "{{shop_name}} | furniture & design\nShowroom: {{address}}, {{city}}\n{{delivery}}\n🛋️ Shop online ↓",
  },
  {
    id: "biz-home-plant-shop",
    name: "Plant Shop",
    description: "For plant shops that help beginners keep plants alive.",
    category: "business",
    isPremium: true,
    tone: "funny",
    tags: ["home", "plants", "local"],
    template: "Plants that forgive you 🌿\n{{shop_name}} • {{city}}\nRepotting help, zero judgment\nOpen {{hours}}",
  },
  {
    id: "biz-home-interior-studio",
    name: "Interior Design Studio",
    description: "For interior designers taking new projects.",
    category: "business",
    isPremium: true,
    tone: "inspirational",
    tags: ["home", "interiors", "services"],
    template:
      "Spaces that tell your story ✨\n{{brand}} interior design • {{city}}\nResidential & small commercial\n{{cta}}",
  },
  {
    id: "biz-home-candle-shop",
    name: "Candle Shop",
    description: "For candle brands that pour by hand.",
    category: "business",
    isPremium: true,
    tone: "casual",
    tags: ["home", "candles", "handmade"],
    template:
      "Hand-poured in {{city}} 🕯️\nSoy candles that smell like weekends\n{{shop_name}} • free shipping over {{threshold}}",
  },
  {
    id: "biz-home-renovation-crew",
    name: "Renovation Crew",
    description: "For renovation companies that show before and after shots.",
    category: "business",
    isPremium: true,
    tone: "bold",
    tags: ["home", "renovation", "services"],
    template: "We don't do boring kitchens 🔨\n{{brand}} renovations, {{city}}\nBefore & afters daily\nFree quote ↓",
  },
];
