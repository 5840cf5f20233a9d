"use client";

import { Check, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import {
  checkAccent,
  contrastRatio,
  isHexColor,
  textOn,
  THEME_IDS,
  THEMES,
  type ThemeId,
} from "@/lib/link-in-bio/themes";
import { cn } from "@/lib/utils";

export interface AppearanceEditorProps {
  theme: ThemeId;
  accent: string;
  indexable: boolean;
  error: string | null;
  onChange: (patch: { theme?: ThemeId; accent?: string; indexable?: boolean }) => void;
}

/** The page's theme, its accent colour (with the readability verdict as it is typed) and search indexing. */
export function AppearanceEditor({ theme, accent, indexable, error, onChange }: AppearanceEditorProps) {
  const id = useId();
  const custom = accent.trim();
  const verdict = custom ? checkAccent(custom.toLowerCase(), theme) : null;
  const shownAccent = isHexColor(custom) ? custom : THEMES[theme].accent;

  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-medium">Theme</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {THEME_IDS.map((themeId) => {
            const t = THEMES[themeId];
            return (
              <label
                key={themeId}
                className={cn(
                  "flex min-h-11 cursor-pointer flex-col gap-2 rounded-xl border p-2 text-sm font-medium transition-colors",
                  "has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                  theme === themeId ? "border-primary ring-1 ring-primary" : "hover:bg-accent",
                )}
              >
                <input
                  type="radio"
                  name={`${id}-theme`}
                  value={themeId}
                  checked={theme === themeId}
                  onChange={() => onChange({ theme: themeId })}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className="flex h-14 flex-col items-center justify-center gap-1.5 rounded-lg border px-3"
                  style={{ background: t.background }}
                >
                  <span className="block h-2 w-10 rounded-full" style={{ background: t.text }} />
                  <span className="block h-3.5 w-full rounded-md" style={{ background: t.accent }} />
                </span>
                <span className="flex items-center justify-between gap-1">
                  {t.label}
                  {theme === themeId && <Check aria-hidden="true" className="size-4 text-primary" />}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-accent`}>Button colour</Label>
        <div className="flex flex-wrap items-center gap-2">
          <input
            type="color"
            aria-label="Pick the button colour"
            value={shownAccent}
            onChange={(e) => onChange({ accent: e.target.value })}
            className="size-11 shrink-0 cursor-pointer rounded-lg border bg-card p-1"
          />
          <Input
            id={`${id}-accent`}
            value={accent}
            placeholder={THEMES[theme].accent}
            maxLength={7}
            spellCheck={false}
            autoCapitalize="none"
            className="w-32 font-mono"
            aria-describedby={`${id}-verdict`}
            aria-invalid={verdict && !verdict.ok ? true : undefined}
            onChange={(e) => onChange({ accent: e.target.value })}
          />
          {custom && (
            <Button variant="ghost" size="sm" onClick={() => onChange({ accent: "" })}>
              Use the theme&apos;s colour
            </Button>
          )}
        </div>
        <p id={`${id}-verdict`} aria-live="polite" className="text-sm">
          {!verdict ? (
            <span className="text-muted-foreground">The theme&apos;s own colour is used.</span>
          ) : verdict.ok ? (
            <span className="inline-flex items-center gap-1.5 text-emerald-700 dark:text-emerald-400">
              <Check aria-hidden="true" className="size-4" />
              Readable: text on the buttons has a contrast of{" "}
              {contrastRatio(custom, textOn(custom.toLowerCase())).toFixed(1)}:1.
            </span>
          ) : (
            <span className="inline-flex items-start gap-1.5 font-medium text-destructive">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {verdict.message}
            </span>
          )}
        </p>
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>

      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-index`}>Let search engines index my page</Label>
          <p id={`${id}-index-hint`} className="text-xs text-muted-foreground">
            Off: Google and others are asked not to list your page. Anyone with the link can still open it.
          </p>
        </div>
        <Switch
          id={`${id}-index`}
          aria-describedby={`${id}-index-hint`}
          checked={indexable}
          onCheckedChange={(value) => onChange({ indexable: value })}
        />
      </div>
    </div>
  );
}
