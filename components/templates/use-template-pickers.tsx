"use client";

import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { useRouter, useSearchParams } from "next/navigation";
import { toast } from "@/lib/client/toast";

import { announceGamification } from "@/components/gamification/announce";
import { trackEvent, virtualPath } from "@/lib/analytics/page-analytics";
import { planFor } from "@/lib/config/plans";
import type { ActivityOutcome } from "@/lib/gamification/events";
import { fillTemplate } from "@/lib/templates/fill";
import type { TemplateDto } from "@/lib/templates/types";
import { loadTemplates, recordUse } from "./template-api";

// The pickers' code loads only when one is first opened: the home page ships none of it.
const BioTemplatePicker = dynamic(() => import("./bio-template-picker").then((m) => m.BioTemplatePicker), {
  ssr: false,
});
const BusinessTemplatePicker = dynamic(
  () => import("./business-template-picker").then((m) => m.BusinessTemplatePicker),
  { ssr: false },
);
const CustomizeTemplateDialog = dynamic(
  () => import("./customize-template-dialog").then((m) => m.CustomizeTemplateDialog),
  { ssr: false },
);
const UpgradePromptDialog = dynamic(() => import("./upgrade-prompt-dialog").then((m) => m.UpgradePromptDialog), {
  ssr: false,
});

export type TemplateKind = "business" | "personal";

/** The named event template_viewed with its virtual page path /templates/{category}/{id}. */
function trackTemplateViewed(template: TemplateDto) {
  trackEvent("template_viewed", {
    category: template.category,
    label: template.name,
    path: virtualPath.template(template.category, template.id),
  });
}

export interface AppliedTemplate {
  /** The filled text: the bio picker keeps {{empty}} placeholders, the business picker shows [empty]. */
  text: string;
  template: TemplateDto;
  kind: TemplateKind;
  gamification: ActivityOutcome | null;
  /** When it was applied: applying the same template again starts a fresh card. */
  appliedAt: number;
}

type Picker = { kind: "personal"; category: string } | { kind: "business"; category: string; templateId?: string };

const DEEP_LINK_KEYS = ["templates", "category", "template"] as const;

/** Deep links: ?templates=personal|business&category=<id>, or ?template=<id> (the gallery's 'Use this template'). */
function readDeepLink(): { picker?: Picker; templateId?: string } {
  const params = new URLSearchParams(window.location.search);
  const kind = params.get("templates");
  const category = params.get("category")?.trim() || "all";
  const templateId = params.get("template")?.trim() || undefined;
  if (!kind && !templateId) return {};
  // Opened once: a reload or a shared URL afterwards shows the plain generator.
  for (const key of DEEP_LINK_KEYS) params.delete(key);
  const search = params.toString();
  window.history.replaceState(
    window.history.state,
    "",
    `${window.location.pathname}${search ? `?${search}` : ""}${window.location.hash}`,
  );
  if (templateId) return { templateId };
  if (kind === "business") return { picker: { kind: "business", category } };
  if (kind === "personal") return { picker: { kind: "personal", category } };
  return {};
}

/**
 * Both template pickers, the customise dialog and the upgrade prompt, for the generator.
 * Applying records the use on the server (which checks the plan), then hands the text over.
 */
export function useTemplatePickers({
  enabled,
  plan,
  upgradeHref,
  selectedTone,
  onApplied,
}: {
  enabled: boolean;
  plan: string;
  upgradeHref: string | null;
  selectedTone: string;
  onApplied: (applied: AppliedTemplate) => void;
}): { open: (kind: TemplateKind) => void; dialogs: ReactNode } {
  const router = useRouter();
  // A deep link can also arrive by a soft navigation while the generator is already mounted (a
  // tile tapped while the generator's code was still loading follows its href).
  const searchParams = useSearchParams();
  const deepLink = DEEP_LINK_KEYS.map((key) => searchParams.get(key) ?? "").join("|");
  const canUsePremium = planFor(plan).premiumTemplates;
  const [picker, setPicker] = useState<Picker | null>(null);
  // A picker stays mounted once opened (so it can animate out); each opening starts it afresh.
  const [mounted, setMounted] = useState<{ personal?: string; business?: string }>({});
  const [customizing, setCustomizing] = useState<TemplateDto | null>(null);
  const [upgradeFor, setUpgradeFor] = useState<TemplateDto | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  const open = useCallback((kind: TemplateKind, category = "all", templateId?: string) => {
    const key = `${category}:${templateId ?? ""}:${Date.now()}`;
    setMounted((m) => ({ ...m, [kind]: key }));
    setPicker(kind === "business" ? { kind, category, templateId } : { kind, category });
  }, []);

  const apply = useCallback(
    async (template: TemplateDto, text: string, kind: TemplateKind) => {
      if (busy.current) return;
      if (template.isPremium && !canUsePremium) {
        setUpgradeFor(template);
        return;
      }
      busy.current = true;
      setPending(true);
      const res = await recordUse(template.id);
      busy.current = false;
      setPending(false);
      if (!res.ok && res.status === 403) {
        setUpgradeFor(template);
        return;
      }
      if (!res.ok && res.status === 401) {
        toast.error("Error", { description: "Your session has ended. Please sign in again." });
        router.refresh();
        return;
      }
      if (!res.ok && res.status === 404) {
        toast.error("Error", { description: res.message });
        return;
      }
      // Anything else (offline, a server hiccup): the text is the user's anyway, only the count is lost.
      if (kind === "business") trackTemplateViewed(template);
      setCustomizing(null);
      setPicker(null);
      onApplied({ text, template, kind, gamification: res.ok ? res.gamification : null, appliedAt: Date.now() });
      toast.success(kind === "business" ? "Business Template Applied!" : "Template Applied!", {
        description: `“${template.name}” is in your generator, ready to edit and copy.`,
      });
      // XP, unlocks and a level-up earned by this use (Template Explorer, Premium Explorer...).
      if (res.ok) announceGamification(res.gamification);
    },
    [canUsePremium, onApplied, router],
  );

  /** The bio picker's 'Use Template': gate, then customise, or apply at once when nothing is to fill. */
  const choose = useCallback(
    (template: TemplateDto) => {
      trackTemplateViewed(template);
      if (template.isPremium && !canUsePremium) setUpgradeFor(template);
      else if (template.placeholders.length === 0) void apply(template, template.template, "personal");
      else setCustomizing(template);
    },
    [apply, canUsePremium],
  );

  useEffect(() => {
    if (!enabled) return;
    // After the first paint (and only once under Strict Mode: the cleanup cancels the first run).
    const frame = requestAnimationFrame(() => {
      const link = readDeepLink();
      if (link.picker) {
        open(link.picker.kind, link.picker.category);
      } else if (link.templateId) {
        const wanted = link.templateId;
        loadTemplates("/api/templates").then(
          (all) => {
            const template = all.find((t) => t.id === wanted);
            if (!template) toast.error("Error", { description: "That template no longer exists." });
            else if (template.category === "business") open("business", "all", template.id);
            else choose(template);
          },
          () => toast.error("Error", { description: "We couldn't load the templates. Please try again." }),
        );
      }
    });
    return () => cancelAnimationFrame(frame);
    // Read on arrival and whenever the URL brings a new one (reading it removes it from the URL).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, deepLink]);

  // A link marked data-template-category (the home page's category tiles) opens the picker on
  // its category in place, at once. Its href is the same deep link, for a new tab or a page
  // without JS, and for a tap before this listens (the effect above then opens it, after a
  // round trip to the server).
  useEffect(() => {
    if (!enabled) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link =
        event.target instanceof Element ? event.target.closest<HTMLElement>("[data-template-category]") : null;
      const category = link?.dataset.templateCategory;
      if (!category) return;
      event.preventDefault();
      open("personal", category);
    };
    window.addEventListener("click", onClick, { capture: true });
    return () => window.removeEventListener("click", onClick, { capture: true });
  }, [enabled, open]);

  const dialogs = (
    <>
      {mounted.personal && (
        <BioTemplatePicker
          key={mounted.personal}
          open={picker?.kind === "personal"}
          onOpenChange={(next) => !next && setPicker(null)}
          initialCategory={picker?.kind === "personal" ? picker.category : "all"}
          selectedTone={selectedTone}
          canUsePremium={canUsePremium}
          onChoose={choose}
        />
      )}
      {mounted.business && (
        <BusinessTemplatePicker
          key={mounted.business}
          open={picker?.kind === "business"}
          onOpenChange={(next) => !next && setPicker(null)}
          initialCategory={picker?.kind === "business" ? picker.category : "all"}
          initialTemplateId={picker?.kind === "business" ? picker.templateId : undefined}
          pending={pending}
          onUse={(template, text) => void apply(template, text, "business")}
        />
      )}
      {customizing && (
        <CustomizeTemplateDialog
          key={customizing.id}
          template={customizing}
          open
          pending={pending}
          onOpenChange={(next) => !next && setCustomizing(null)}
          onApply={(values) => void apply(customizing, fillTemplate(customizing.template, values, "keep"), "personal")}
        />
      )}
      {upgradeFor && (
        <UpgradePromptDialog
          template={upgradeFor}
          open
          upgradeHref={upgradeHref}
          onOpenChange={(next) => !next && setUpgradeFor(null)}
        />
      )}
    </>
  );

  return { open: (kind) => open(kind), dialogs };
}
