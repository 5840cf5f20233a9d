import { fieldClassName } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { Platform } from "@/lib/bio/types";
import { isPlatform, PLATFORM_OPTIONS } from "@/lib/compliance/platforms";
import { cn } from "@/lib/utils";

/** A native select of the four platforms with their limits (quick on a phone, plain for a screen reader). */
export function PlatformSelect({
  id,
  value,
  onChange,
  className,
}: {
  id: string;
  value: Platform;
  onChange: (platform: Platform) => void;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>Platform</Label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          if (isPlatform(e.target.value)) onChange(e.target.value);
        }}
        className={cn(fieldClassName, "h-11 px-3 pointer-fine:h-10")}
      >
        {PLATFORM_OPTIONS.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} ({p.limit} characters)
          </option>
        ))}
      </select>
    </div>
  );
}
