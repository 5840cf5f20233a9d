// lib/templates/categories.ts names its icons; these are their lucide icon modules, drawn by
// the pages without the framework (lib/site-page) and by components/templates/category-icon.tsx.

import * as bookOpen from "lucide-react/icons/book-open";
import * as briefcase from "lucide-react/icons/briefcase";
import * as brush from "lucide-react/icons/brush";
import * as chefHat from "lucide-react/icons/chef-hat";
import * as clapperboard from "lucide-react/icons/clapperboard";
import * as coffee from "lucide-react/icons/coffee";
import * as cpu from "lucide-react/icons/cpu";
import * as dumbbell from "lucide-react/icons/dumbbell";
import * as gem from "lucide-react/icons/gem";
import * as graduationCap from "lucide-react/icons/graduation-cap";
import * as heartPulse from "lucide-react/icons/heart-pulse";
import * as layoutGrid from "lucide-react/icons/layout-grid";
import * as mapPin from "lucide-react/icons/map-pin";
import * as palette from "lucide-react/icons/palette";
import * as pawPrint from "lucide-react/icons/paw-print";
import * as percent from "lucide-react/icons/percent";
import * as plane from "lucide-react/icons/plane";
import * as rocket from "lucide-react/icons/rocket";
import * as scissors from "lucide-react/icons/scissors";
import * as shirt from "lucide-react/icons/shirt";
import * as shoppingCart from "lucide-react/icons/shopping-cart";
import * as smartphone from "lucide-react/icons/smartphone";
import * as sofa from "lucide-react/icons/sofa";
import * as sparkles from "lucide-react/icons/sparkles";
import * as sun from "lucide-react/icons/sun";
import * as users from "lucide-react/icons/users";

export const CATEGORY_ICONS: Record<string, object> = {
  Shirt: shirt,
  Sparkles: sparkles,
  ChefHat: chefHat,
  Plane: plane,
  PawPrint: pawPrint,
  GraduationCap: graduationCap,
  Sun: sun,
  Palette: palette,
  Cpu: cpu,
  Scissors: scissors,
  Rocket: rocket,
  Dumbbell: dumbbell,
  Users: users,
  BookOpen: bookOpen,
  Clapperboard: clapperboard,
  HeartPulse: heartPulse,
  Brush: brush,
  ShoppingCart: shoppingCart,
  Smartphone: smartphone,
  Sofa: sofa,
  Gem: gem,
  Coffee: coffee,
  Briefcase: briefcase,
  MapPin: mapPin,
  Percent: percent,
};

/** The lucide icon module of a category icon name; a grid for a name it does not know. */
export function categoryIcon(name: string | undefined): object {
  return (name && CATEGORY_ICONS[name]) || layoutGrid;
}
