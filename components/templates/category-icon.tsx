import type { LucideIcon } from "lucide-react";
import {
  BookOpenIcon,
  BriefcaseIcon,
  BrushIcon,
  ChefHatIcon,
  ClapperboardIcon,
  CoffeeIcon,
  CpuIcon,
  DumbbellIcon,
  GemIcon,
  GraduationCapIcon,
  HeartPulseIcon,
  LayoutGridIcon,
  MapPinIcon,
  PaletteIcon,
  PawPrintIcon,
  PercentIcon,
  PlaneIcon,
  RocketIcon,
  ScissorsIcon,
  ShirtIcon,
  ShoppingCartIcon,
  SmartphoneIcon,
  SofaIcon,
  SparklesIcon,
  SunIcon,
  UsersIcon,
} from "lucide-react";

// lib/templates/categories.ts names its icons; this maps the names to lucide components
// (explicit imports, so only these icons ship).
const ICONS: Record<string, LucideIcon> = {
  Shirt: ShirtIcon,
  Sparkles: SparklesIcon,
  ChefHat: ChefHatIcon,
  Plane: PlaneIcon,
  PawPrint: PawPrintIcon,
  GraduationCap: GraduationCapIcon,
  Sun: SunIcon,
  Palette: PaletteIcon,
  Cpu: CpuIcon,
  Scissors: ScissorsIcon,
  Rocket: RocketIcon,
  Dumbbell: DumbbellIcon,
  Users: UsersIcon,
  BookOpen: BookOpenIcon,
  Clapperboard: ClapperboardIcon,
  HeartPulse: HeartPulseIcon,
  Brush: BrushIcon,
  ShoppingCart: ShoppingCartIcon,
  Smartphone: SmartphoneIcon,
  Sofa: SofaIcon,
  Gem: GemIcon,
  Coffee: CoffeeIcon,
  Briefcase: BriefcaseIcon,
  MapPin: MapPinIcon,
  Percent: PercentIcon,
};

export function CategoryIcon({ name, className }: { name: string | undefined; className?: string }) {
  const Icon = (name && ICONS[name]) || LayoutGridIcon;
  return <Icon aria-hidden="true" className={className} />;
}
