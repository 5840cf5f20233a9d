"use client";

import { X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { MAX_UTM_VALUE_LENGTH, UTM_FIELDS, withUtm, type Utm, type UtmField } from "@/lib/link-in-bio/utm";
import type { PresetStore } from "./types";

const LABELS: Record<UtmField, { label: string; hint: string }> = {
  source: { label: "Source", hint: "instagram" },
  medium: { label: "Medium", hint: "social" },
  campaign: { label: "Campaign", hint: "spring_sale" },
  term: { label: "Term", hint: "running+shoes" },
  content: { label: "Content", hint: "bio_link" },
};

function finalUrl(url: string, utm: Utm): string | null {
  try {
    return withUtm(new URL(url.trim()).href, utm);
  } catch {
    return null;
  }
}

export interface UtmBuilderProps {
  url: string;
  utm: Utm;
  onChange: (utm: Utm) => void;
  presets: PresetStore;
}

/** UTM parameters for one link, the user's saved presets, and the address a visitor will land on. */
export function UtmBuilder({ url, utm, onChange, presets }: UtmBuilderProps) {
  const id = useId();
  const [presetName, setPresetName] = useState("");
  const [savingPreset, setSavingPreset] = useState(false);
  const result = finalUrl(url, utm);
  const empty = UTM_FIELDS.every((f) => !utm[f]?.trim());

  async function savePreset() {
    setSavingPreset(true);
    if (await presets.save(presetName, utm)) setPresetName("");
    setSavingPreset(false);
  }

  return (
    <div className="flex flex-col gap-4">
      {presets.list.length > 0 && (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-preset`}>Apply a saved preset</Label>
          <Select
            value=""
            onValueChange={(value) => {
              const preset = presets.list.find((p) => p.id === value);
              if (preset) onChange({ ...preset.utm });
            }}
          >
            <SelectTrigger id={`${id}-preset`} className="w-full sm:w-64">
              <SelectValue placeholder="Choose a preset" />
            </SelectTrigger>
            <SelectContent>
              {presets.list.map((p) => (
                <SelectItem key={p.id} value={p.id}>
                  {p.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <ul className="flex flex-wrap gap-2" aria-label="Saved presets">
            {presets.list.map((p) => (
              <li key={p.id} className="flex items-center rounded-full border pl-3 text-sm">
                {p.name}
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-11 rounded-full"
                  aria-label={`Delete preset ${p.name}`}
                  onClick={() => void presets.remove(p)}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {UTM_FIELDS.map((field) => (
          <div key={field} className="flex flex-col gap-2">
            <Label htmlFor={`${id}-${field}`}>{LABELS[field].label}</Label>
            <Input
              id={`${id}-${field}`}
              value={utm[field] ?? ""}
              maxLength={MAX_UTM_VALUE_LENGTH}
              placeholder={`e.g. ${LABELS[field].hint}`}
              autoComplete="off"
              onChange={(e) => onChange({ ...utm, [field]: e.target.value })}
            />
          </div>
        ))}
      </div>
      <div className="rounded-lg bg-muted/60 p-3 text-sm">
        <p className="font-medium">Visitors land on</p>
        <p className="mt-1 font-mono text-xs break-all text-muted-foreground" data-testid="utm-final-url">
          {result ?? "Enter the link's full address to see it here."}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-2">
          <Label htmlFor={`${id}-preset-name`}>Save these values as a preset</Label>
          <Input
            id={`${id}-preset-name`}
            value={presetName}
            maxLength={40}
            placeholder="e.g. Instagram bio"
            onChange={(e) => setPresetName(e.target.value)}
          />
        </div>
        <Button variant="outline" disabled={empty || !presetName.trim() || savingPreset} onClick={savePreset}>
          Save as preset
        </Button>
      </div>
    </div>
  );
}
