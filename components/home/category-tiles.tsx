import Link from "next/link";
import {
  Brush,
  ChefHat,
  Cpu,
  Dumbbell,
  Plane,
  Rocket,
  Shirt,
  Sparkles,
  GraduationCap,
  type StaticIcon,
} from "@/components/ui/icons";
import { getSessionViewer } from "@/lib/auth/viewer";
import { getRoute } from "@/lib/config/routes";
import { PERSONAL_CATEGORIES, type PersonalCategoryId } from "@/lib/templates/categories";
import { href } from "@/lib/config/paths";

// Eight popular personal categories. Signed in, a tile opens the generator's template picker
// on its category; signed out (the generator is only a sign-up prompt then), it opens the
// public gallery's category page, whose 'Use this template' goes through sign-in.
const POPULAR: PersonalCategoryId[] = [
  "fashion",
  "food-culinary",
  "travel-tourism",
  "fitness",
  "beauty-cosmetics",
  "tech-saas",
  "entrepreneur",
  "artist",
];

const ICONS: Partial<Record<string, StaticIcon>> = {
  Shirt,
  ChefHat,
  Plane,
  Dumbbell,
  Sparkles,
  Cpu,
  Rocket,
  Brush,
  GraduationCap,
};

export function categoryHref(id: string): string {
  return href("generator", { templates: "personal", category: id });
}

export function galleryCategoryHref(id: string): string {
  return `${getRoute("templates").path}/${encodeURIComponent(id)}`;
}

export async function CategoryTiles() {
  const viewer = await getSessionViewer().catch(() => null);
  const hrefFor = viewer ? categoryHref : galleryCategoryHref;
  const categories = POPULAR.flatMap((id) => PERSONAL_CATEGORIES.filter((c) => c.id === id));
  return (
    <section id="categories" aria-labelledby="categories-title" className="scroll-mt-20 border-t">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="categories-title" className="text-3xl font-bold tracking-tight">
          Start from a template
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Pick your niche and start from a hand-written template you fill in with your own words.
        </p>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {categories.map((category) => {
            const Icon = ICONS[category.icon] ?? Sparkles;
            return (
              <li key={category.id}>
                <Link
                  href={hrefFor(category.id)}
                  data-template-category={viewer ? category.id : undefined}
                  data-track-event="template_viewed"
                  data-track-category={category.id}
                  data-track-label={category.name}
                  className="flex min-h-16 items-center gap-3 rounded-xl border bg-card p-3 text-sm font-medium shadow-sm transition-colors hover:border-primary/50 hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 break-words">{category.name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
