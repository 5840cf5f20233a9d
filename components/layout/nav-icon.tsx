import {
  Award, BadgePercent, BarChart3, BookOpen, Briefcase, Calendar, CalendarDays, Disc3, Download,
  FileText, Flame, GraduationCap, Hash, Home, Info, LayoutTemplate, Link2, Lock, Mail, Megaphone,
  Mic, PartyPopper, Rocket, ScanSearch, Settings, Share2, ShieldCheck, ShoppingBag, Smile, Sparkles,
  TrendingUp, User, Users, Workflow, type LucideIcon,
} from "lucide-react";
import type { IconName } from "@/lib/config/routes";

// The registry names icons as strings (it is read by next.config.ts too); this
// maps them to components in one place.
const ICONS: Record<IconName, LucideIcon> = {
  home: Home, sparkles: Sparkles, megaphone: Megaphone, "calendar-days": CalendarDays, rocket: Rocket,
  "badge-percent": BadgePercent, "shopping-bag": ShoppingBag, calendar: Calendar, "bar-chart": BarChart3,
  "scan-search": ScanSearch, link: Link2, disc: Disc3, "shield-check": ShieldCheck, mic: Mic,
  briefcase: Briefcase, hash: Hash, "trending-up": TrendingUp, users: Users, flame: Flame,
  "party-popper": PartyPopper, smile: Smile, workflow: Workflow, award: Award,
  "graduation-cap": GraduationCap, "book-open": BookOpen, "layout-template": LayoutTemplate,
  user: User, settings: Settings, lock: Lock, download: Download, "file-text": FileText, info: Info,
  mail: Mail, share: Share2,
};

export function NavIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} aria-hidden="true" />;
}
