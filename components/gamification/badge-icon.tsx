import {
  AwardIcon,
  BookOpenCheckIcon,
  CrownIcon,
  FlameIcon,
  GemIcon,
  GraduationCapIcon,
  LayoutTemplateIcon,
  LibraryIcon,
  MedalIcon,
  MonitorSmartphoneIcon,
  MoonIcon,
  MountainIcon,
  PaletteIcon,
  PenLineIcon,
  SendIcon,
  Share2Icon,
  SparklesIcon,
  StarIcon,
  SunriseIcon,
  TrophyIcon,
  UserRoundCheckIcon,
  ZapIcon,
  type LucideIcon,
} from "lucide-react";

import type { Rarity } from "@/lib/gamification/achievements";
import { cn } from "@/lib/utils";

// Badges name their icon (lib/gamification/*); only these icons ship to the browser.
const ICONS: Record<string, LucideIcon> = {
  BookOpenCheck: BookOpenCheckIcon,
  Crown: CrownIcon,
  Flame: FlameIcon,
  Gem: GemIcon,
  GraduationCap: GraduationCapIcon,
  LayoutTemplate: LayoutTemplateIcon,
  Library: LibraryIcon,
  Medal: MedalIcon,
  MonitorSmartphone: MonitorSmartphoneIcon,
  Moon: MoonIcon,
  Mountain: MountainIcon,
  Palette: PaletteIcon,
  PenLine: PenLineIcon,
  Send: SendIcon,
  Share2: Share2Icon,
  Sparkles: SparklesIcon,
  Star: StarIcon,
  Sunrise: SunriseIcon,
  Trophy: TrophyIcon,
  UserRoundCheck: UserRoundCheckIcon,
  Zap: ZapIcon,
};

export const RARITY_LABEL: Record<Rarity, string> = {
  common: "Common",
  rare: "Rare",
  epic: "Epic",
  legendary: "Legendary",
};

/** Tile colours per rarity, from the design tokens. */
export const RARITY_TILE: Record<Rarity, string> = {
  common: "bg-muted text-foreground",
  rare: "bg-info/12 text-info",
  epic: "bg-primary/12 text-primary",
  legendary: "bg-warning/15 text-warning",
};

export function BadgeIcon({
  name,
  rarity,
  locked = false,
  className,
}: {
  name: string;
  rarity: Rarity;
  locked?: boolean;
  className?: string;
}) {
  const Icon = ICONS[name] ?? AwardIcon;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-11 shrink-0 items-center justify-center rounded-xl [&_svg]:size-5",
        locked ? "bg-muted text-muted-foreground" : RARITY_TILE[rarity],
        className,
      )}
    >
      <Icon />
    </span>
  );
}
