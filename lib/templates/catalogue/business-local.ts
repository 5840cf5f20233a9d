import type { TemplateSeed } from "@/lib/templates/types";

export const businessLocal: TemplateSeed[] = [
  {
    id: "biz-local-barbershop",
    name: "Barbershop",
    description: "For barbershops that take walk-ins and bookings.",
    category: "business",
    isPremium: true,
    tone: "casual",
    tags: ["local", "barber"],
    template: "💈 {{shop_name}} • {{address}}\nFades, beards & good chat\nWalk-ins {{hours}}\nBook ↓",
  },
  {
    id: "biz-local-bookstore",
    name: "Indie Bookstore",
    description: "For independent bookshops with events and staff picks.",
    category: "business",
    isPremium: true,
    tone: "poetic",
    tags: ["local", "books"],
    template:
      "Stories waiting on every shelf 📚\n{{shop_name}}, {{city}}\nStaff picks & weekly readings\nOpen {{hours}}",
  },
  {
    id: "biz-local-florist",
    name: "Local Florist",
    description: "For florists delivering seasonal bouquets.",
    category: "business",
    isPremium: true,
    tone: "inspirational",
    tags: ["local", "florist", "flowers"],
    template: "Say it with seasonal flowers 💐\n{{shop_name}} • {{city}}\n{{delivery}}\nWeddings & events: {{contact}}",
  },
  {
    id: "biz-local-auto-repair",
    name: "Auto Repair Garage",
    description: "For family garages known for honest quotes.",
    category: "business",
    isPremium: true,
    tone: "professional",
    tags: ["local", "auto", "repair"],
    template:
      "{{shop_name}} auto repair 🔧\nHonest quotes since {{since}}\n{{address}} • {{hours}}\nCall or DM to book",
  },
  {
    id: "biz-local-pet-shop",
    name: "Neighborhood Pet Shop",
    description: "For local pet shops with treats and a dog wash.",
    category: "business",
    isPremium: true,
    tone: "funny",
    tags: ["local", "pets"],
    template: "Treats for good dogs (and dramatic cats) 🐾\n{{shop_name}} • {{city}}\nSelf-serve dog wash inside",
  },
  {
    id: "biz-local-family-run",
    name: "Family Run Since",
    description: "For family-run local shops asking neighbors to shop small.",
    category: "business",
    isPremium: true,
    tone: "motivational",
    tags: ["local", "community", "familybusiness"],
    template:
      "Every local purchase keeps a dream alive 💛\n{{shop_name}}, family-run since {{since}}\n{{address}} • {{hours}}",
  },
];
