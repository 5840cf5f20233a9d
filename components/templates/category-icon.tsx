import { staticIcon, type StaticIcon } from "@/components/ui/static-icon";
import { CATEGORY_ICONS, categoryIcon } from "@/lib/templates/category-icons";

// A category's icon (lib/templates/category-icons.ts) as plain SVG, one component per icon.
const ICONS = new Map<object, StaticIcon>(
  [...Object.values(CATEGORY_ICONS), categoryIcon(undefined)].map((icon) => [icon, staticIcon(icon)]),
);

export function CategoryIcon({ name, className }: { name: string | undefined; className?: string }) {
  const Icon = ICONS.get(categoryIcon(name)) as StaticIcon;
  return <Icon aria-hidden="true" className={className} />;
}
