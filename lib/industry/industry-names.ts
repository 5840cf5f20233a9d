import { INDUSTRY_OPTIONS } from "@/lib/hashtags/taxonomy";

/** The industry's name as the picker shows it: "Fitness", "Travel creator". */
export function industryName(id: string): string {
  return INDUSTRY_OPTIONS.find((o) => o.value === id)?.label ?? id;
}
