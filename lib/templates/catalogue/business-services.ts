import type { TemplateSeed } from "@/lib/templates/types";

export const businessServices: TemplateSeed[] = [
  {
    id: "biz-services-creative-agency",
    name: "Creative Agency",
    description: "For marketing and creative agencies booking discovery calls.",
    category: "business",
    isPremium: true,
    tone: "professional",
    tags: ["services", "agency", "marketing"],
    template: "{{company}} | {{specialization}} agency\nStrategy, content & ads for {{target_clients}}\n📅 {{cta}}",
  },
  {
    id: "biz-services-wedding-photographer",
    name: "Wedding Photographer",
    description: "For wedding photographers taking bookings for next season.",
    category: "business",
    isPremium: true,
    tone: "poetic",
    tags: ["services", "photography", "weddings"],
    template:
      "Love stories in natural light 📷\n{{brand}} • weddings in {{city}} & beyond\n{{year}} dates: {{availability}}",
  },
  {
    id: "biz-services-home-cleaning",
    name: "Home Cleaning Service",
    description: "For cleaning companies offering free quotes.",
    category: "business",
    isPremium: true,
    tone: "casual",
    tags: ["services", "cleaning", "local"],
    template: "Come home to clean ✨\n{{brand}} cleaning • {{city}}\nInsured, eco-friendly products\nFree quote ↓",
  },
  {
    id: "biz-services-conversion-fixer",
    name: "Conversion Fixer",
    description: "For freelance consultants who sell clear results.",
    category: "business",
    isPremium: true,
    tone: "bold",
    tags: ["services", "consulting", "freelance"],
    template:
      'I fix marketing that doesn\'t convert ⚡\n{{specialization}} for {{target_clients}}\n{{results}}\nDM "GROW" to start',
  },
  {
    id: "biz-services-virtual-assistant",
    name: "Virtual Assistant",
    description: "For virtual assistants who take busy clients' admin off their plate.",
    category: "business",
    isPremium: true,
    tone: "funny",
    tags: ["services", "virtualassistant", "admin"],
    template:
      "Drowning in emails? I bring the lifeboat 🛟\nVirtual assistant for {{target_clients}}\n{{availability}} | {{cta}}",
  },
  {
    id: "biz-services-bookkeeping",
    name: "Small Business Bookkeeping",
    description: "For bookkeepers and accountants serving small businesses.",
    category: "business",
    isPremium: true,
    tone: "inspirational",
    tags: ["services", "bookkeeping", "accounting"],
    template:
      "Numbers that let you sleep at night 🌙\n{{brand}} bookkeeping & tax\nFor small businesses in {{city}}\n{{cta}}",
  },
];
