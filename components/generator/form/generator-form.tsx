"use client";

import { useId, useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { BriefcaseIcon, ChevronDownIcon, LayoutTemplateIcon, SparklesIcon, UserRoundIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { generateBioSchema, type GenerateBioInput } from "@/lib/bio/generate.schema";
import { PLATFORMS, PLATFORM_LIMITS, TONES, type Platform, type Tone } from "@/lib/bio/types";
import { cn } from "@/lib/utils";
import { DescriptionField } from "./description-field";
import { EditProfileDialog, type GeneratorProfile } from "./edit-profile-dialog";
import { VoicePicker } from "./voice-picker";

export interface GeneratorFormValues {
  description: string;
  /** "" until a tone is chosen: the select starts empty. */
  tone: Tone | "";
  platform: Platform;
  /** Optional preview customisation, fed to the Social Preview tab. */
  username: string;
  displayName: string;
}

type FieldErrors = Partial<Record<"description" | "tone", string>>;

/** The same schema as the API (lib/bio/generate.schema.ts), so the form shows the API's own messages. */
function validate(values: GeneratorFormValues): { input: GenerateBioInput } | { errors: FieldErrors } {
  const parsed = generateBioSchema.safeParse({
    description: values.description,
    tone: values.tone,
    platform: values.platform,
  });
  if (parsed.success) return { input: parsed.data };
  // One problem at a time: the description first, then the tone.
  const issues = parsed.error.issues;
  const first = issues.find((i) => i.path[0] === "description") ?? issues.find((i) => i.path[0] === "tone");
  const field = first?.path[0] === "tone" ? "tone" : "description";
  return { errors: { [field]: first?.message ?? "Please check your description and tone." } };
}

export type TemplateKind = "business" | "personal";

export const TONE_LABELS: Record<Tone, string> = {
  funny: "Funny",
  professional: "Professional",
  poetic: "Poetic",
  mysterious: "Mysterious",
  motivational: "Motivational",
  casual: "Casual",
  bold: "Bold",
  inspirational: "Inspirational",
};

export const PLATFORM_LABELS: Record<Platform, string> = {
  instagram: "Instagram",
  tiktok: "TikTok",
  twitter: "X/Twitter",
  linkedin: "LinkedIn",
};

export function GeneratorForm({
  values,
  running,
  templatesAvailable,
  profileDefaults,
  profile,
  onProfileSaved,
  onChange,
  onGenerate,
  onOpenTemplates,
}: {
  values: GeneratorFormValues;
  running: boolean;
  templatesAvailable: boolean;
  /** The account's own name and handle, shown as placeholders of the preview fields. */
  profileDefaults: { displayName: string; username: string };
  /** The saved profile, whose avatar the Edit Profile dialog changes; null before one exists. */
  profile: GeneratorProfile | null;
  onProfileSaved: (profile: GeneratorProfile) => void;
  onChange: (patch: Partial<GeneratorFormValues>) => void;
  onGenerate: (input: GenerateBioInput) => void;
  /** Wired by the templates feature; the buttons show only when `templatesAvailable`. */
  onOpenTemplates?: (kind: TemplateKind) => void;
}) {
  const id = useId();
  const [customizeOpen, setCustomizeOpen] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [voiceId, setVoiceId] = useState("");
  const ids = {
    description: `${id}-description`,
    tone: `${id}-tone`,
    toneError: `${id}-tone-error`,
    platform: `${id}-platform`,
    customize: `${id}-customize`,
    username: `${id}-username`,
    displayName: `${id}-display-name`,
    voice: `${id}-voice`,
  };

  const change = (patch: Partial<GeneratorFormValues>) => {
    onChange(patch);
    if ((patch.description !== undefined && errors.description) || (patch.tone !== undefined && errors.tone)) {
      setErrors((current) => ({
        description: patch.description !== undefined ? undefined : current.description,
        tone: patch.tone !== undefined ? undefined : current.tone,
      }));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (running) return;
    const checked = validate(values);
    if ("errors" in checked) {
      setErrors(checked.errors);
      // Shown inline and as a toast; the first problem gets the toast and the focus.
      const field = checked.errors.description ? "description" : "tone";
      toast.error(checked.errors[field] ?? "Please check the form");
      document.getElementById(ids[field])?.focus();
      return;
    }
    setErrors({});
    setSubmitCount((n) => n + 1);
    onGenerate(voiceId ? { ...checked.input, voiceId } : checked.input);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Bio generator"
      data-testid="generator-form"
      className="flex flex-col gap-5 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <DescriptionField
        id={ids.description}
        value={values.description}
        error={errors.description ?? null}
        submitCount={submitCount}
        onChange={(description) => change({ description })}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2" data-help="tone">
          <Label htmlFor={ids.tone}>Tone</Label>
          <Select value={values.tone} onValueChange={(tone) => change({ tone: tone as Tone })}>
            <SelectTrigger
              id={ids.tone}
              aria-invalid={errors.tone ? true : undefined}
              aria-describedby={errors.tone ? ids.toneError : undefined}
            >
              <SelectValue placeholder="Select a tone" />
            </SelectTrigger>
            <SelectContent>
              {TONES.map((tone) => (
                <SelectItem key={tone} value={tone}>
                  {TONE_LABELS[tone]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {errors.tone && (
            <p id={ids.toneError} role="alert" className="text-sm font-medium text-destructive">
              {errors.tone}
            </p>
          )}
        </div>

        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.platform}>Platform</Label>
          <Select value={values.platform} onValueChange={(platform) => onChange({ platform: platform as Platform })}>
            <SelectTrigger id={ids.platform}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PLATFORMS.map((platform) => (
                <SelectItem key={platform} value={platform}>
                  {PLATFORM_LABELS[platform]}
                  <span className="text-muted-foreground">({PLATFORM_LIMITS[platform]})</span>
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      <VoicePicker id={ids.voice} value={voiceId} onChange={setVoiceId} />

      {templatesAvailable && (
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="outline" onClick={() => onOpenTemplates?.("business")}>
            <BriefcaseIcon aria-hidden="true" />
            Business Templates
          </Button>
          <Button variant="outline" onClick={() => onOpenTemplates?.("personal")}>
            <LayoutTemplateIcon aria-hidden="true" />
            Personal Templates
          </Button>
        </div>
      )}

      <div className="rounded-lg border">
        <button
          type="button"
          aria-expanded={customizeOpen}
          aria-controls={ids.customize}
          onClick={() => setCustomizeOpen((open) => !open)}
          className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-left text-sm hover:bg-accent/60"
        >
          <span className="flex items-center gap-2">
            <UserRoundIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            <span className="font-medium">Customize preview</span>
            <span className="text-muted-foreground">(optional)</span>
          </span>
          <ChevronDownIcon
            aria-hidden="true"
            className={cn("size-4 text-muted-foreground transition-transform", customizeOpen && "rotate-180")}
          />
        </button>
        <div id={ids.customize} hidden={!customizeOpen} className="border-t px-3 pt-3 pb-4">
          <p className="mb-3 text-xs text-muted-foreground">Shown in the Social Preview tab.</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.displayName}>Display name</Label>
              <Input
                id={ids.displayName}
                value={values.displayName}
                autoComplete="name"
                placeholder={profileDefaults.displayName}
                onChange={(event) => onChange({ displayName: event.target.value })}
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.username}>Username</Label>
              <Input
                id={ids.username}
                value={values.username}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                placeholder={profileDefaults.username}
                onChange={(event) => onChange({ username: event.target.value })}
              />
            </div>
          </div>
          <div className="mt-3 flex items-center justify-between gap-3 rounded-md bg-muted/50 px-3 py-2">
            <p className="text-sm text-muted-foreground">
              {profile?.avatar ? "Your avatar is in the preview." : "Add an avatar to the preview."}
            </p>
            <EditProfileDialog
              profile={profile}
              displayName={values.displayName.trim() || profileDefaults.displayName}
              username={values.username.trim() || profile?.username || ""}
              onSaved={onProfileSaved}
            />
          </div>
        </div>
      </div>

      {/* aria-disabled rather than disabled: focus stays on the button while it runs. */}
      <Button type="submit" size="lg" variant="gradient" aria-disabled={running || undefined}>
        <SparklesIcon aria-hidden="true" />
        {running ? "Generating..." : "Generate Bio"}
      </Button>
    </form>
  );
}
