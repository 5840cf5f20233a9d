// Template categories (docs/product.md#templates): 17 personal ones (besides 'all' and 'business')
// and the 12 business categories of the business picker. Icons are lucide names.

export const PERSONAL_CATEGORIES = [
  { id: "fashion", name: "Fashion", icon: "Shirt" },
  { id: "beauty-cosmetics", name: "Beauty & Cosmetics", icon: "Sparkles" },
  { id: "food-culinary", name: "Food & Culinary", icon: "ChefHat" },
  { id: "travel-tourism", name: "Travel & Tourism", icon: "Plane" },
  { id: "pets", name: "Pets", icon: "PawPrint" },
  { id: "education-learning", name: "Education & Learning", icon: "GraduationCap" },
  { id: "lifestyle", name: "Lifestyle", icon: "Sun" },
  { id: "arts-entertainment", name: "Arts & Entertainment", icon: "Palette" },
  { id: "tech-saas", name: "Tech & SaaS", icon: "Cpu" },
  { id: "crafts-diy", name: "Crafts & DIY", icon: "Scissors" },
  { id: "entrepreneur", name: "Entrepreneur", icon: "Rocket" },
  { id: "fitness", name: "Fitness", icon: "Dumbbell" },
  { id: "social", name: "Social", icon: "Users" },
  { id: "student", name: "Student", icon: "BookOpen" },
  { id: "entertainment", name: "Entertainment", icon: "Clapperboard" },
  { id: "health-fitness", name: "Health & Fitness", icon: "HeartPulse" },
  { id: "artist", name: "Artist", icon: "Brush" },
] as const;
export type PersonalCategoryId = (typeof PERSONAL_CATEGORIES)[number]["id"];

export const BUSINESS_CATEGORIES = [
  {
    id: "ecommerce",
    name: "E-commerce",
    icon: "ShoppingCart",
    colorClass: "bg-sky-500/10 text-sky-700 dark:text-sky-300",
  },
  { id: "fashion", name: "Fashion", icon: "Shirt", colorClass: "bg-pink-500/10 text-pink-700 dark:text-pink-300" },
  {
    id: "beauty",
    name: "Beauty",
    icon: "Sparkles",
    colorClass: "bg-fuchsia-500/10 text-fuchsia-700 dark:text-fuchsia-300",
  },
  {
    id: "electronics",
    name: "Electronics",
    icon: "Smartphone",
    colorClass: "bg-slate-500/10 text-slate-700 dark:text-slate-300",
  },
  { id: "home", name: "Home & Decor", icon: "Sofa", colorClass: "bg-amber-500/10 text-amber-700 dark:text-amber-300" },
  {
    id: "handmade",
    name: "Handmade",
    icon: "Scissors",
    colorClass: "bg-orange-500/10 text-orange-700 dark:text-orange-300",
  },
  {
    id: "fitness",
    name: "Fitness",
    icon: "Dumbbell",
    colorClass: "bg-emerald-500/10 text-emerald-700 dark:text-emerald-300",
  },
  { id: "jewelry", name: "Jewelry", icon: "Gem", colorClass: "bg-violet-500/10 text-violet-700 dark:text-violet-300" },
  { id: "food", name: "Food & Beverages", icon: "Coffee", colorClass: "bg-red-500/10 text-red-700 dark:text-red-300" },
  {
    id: "services",
    name: "Services",
    icon: "Briefcase",
    colorClass: "bg-indigo-500/10 text-indigo-700 dark:text-indigo-300",
  },
  {
    id: "local",
    name: "Local Business",
    icon: "MapPin",
    colorClass: "bg-teal-500/10 text-teal-700 dark:text-teal-300",
  },
  {
    id: "promotion",
    name: "Sales & Promos",
    icon: "Percent",
    colorClass: "bg-rose-500/10 text-rose-700 dark:text-rose-300",
  },
] as const;
export type BusinessCategoryId = (typeof BUSINESS_CATEGORIES)[number]["id"];

/** Tags that also put a business template in the promotion category. */
export const PROMOTION_TAGS = ["sale", "discount", "promotion"] as const;

export function isPersonalCategory(value: string): value is PersonalCategoryId {
  return PERSONAL_CATEGORIES.some((category) => category.id === value);
}

export function isBusinessCategory(value: string): value is BusinessCategoryId {
  return BUSINESS_CATEGORIES.some((category) => category.id === value);
}
