import {
  BookOpen as BookOpenIcon,
  Briefcase as BriefcaseIcon,
  Brush as BrushIcon,
  ChefHat as ChefHatIcon,
  Clapperboard as ClapperboardIcon,
  Coffee as CoffeeIcon,
  Cpu as CpuIcon,
  Dumbbell as DumbbellIcon,
  Gem as GemIcon,
  GraduationCap as GraduationCapIcon,
  HeartPulse as HeartPulseIcon,
  LayoutGrid as LayoutGridIcon,
  MapPin as MapPinIcon,
  Palette as PaletteIcon,
  PawPrint as PawPrintIcon,
  Percent as PercentIcon,
  Plane as PlaneIcon,
  Rocket as RocketIcon,
  Scissors as ScissorsIcon,
  Shirt as ShirtIcon,
  ShoppingCart as ShoppingCartIcon,
  Smartphone as SmartphoneIcon,
  Sofa as SofaIcon,
  Sparkles as SparklesIcon,
  Sun as SunIcon,
  Users as UsersIcon,
  type StaticIcon,
} from "@/components/ui/icons";

// lib/templates/categories.ts names its icons; this maps the names to lucide components
// (explicit imports, so only these icons ship).
const ICONS: Record<string, StaticIcon> = {
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
