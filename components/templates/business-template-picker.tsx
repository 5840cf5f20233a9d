"use client";

import { useId, useMemo, useState } from "react";
import { ArrowLeftIcon, CheckIcon, CopyIcon, SearchXIcon, WandSparklesIcon } from "lucide-react";
import { toast } from "@/lib/client/toast";

import { useCopy } from "@/components/generator/use-copy";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { BUSINESS_CATEGORIES } from "@/lib/templates/categories";
import { fillTemplate } from "@/lib/templates/fill";
import { filterBusinessTemplates, matchesBusinessCategory } from "@/lib/templates/filter";
import { placeholderLabel } from "@/lib/templates/placeholders";
import { bracketText, snippet } from "@/lib/templates/preview";
import type { TemplateDto } from "@/lib/templates/types";
import { cn } from "@/lib/utils";
import { useStorePrefill } from "@/components/ecommerce/use-store-prefill";
import { CategoryIcon } from "./category-icon";
import { FilledPreview } from "./filled-preview";
import { LoadError } from "./load-states";
import { useTemplateList } from "./template-api";
import { TemplateSearch } from "./template-search";

/** The copy button's check mark lasts 2 s. */
const COPIED_MS = 2000;
export const BUSINESS_TEMPLATES_URL = "/api/templates?category=business&premium=true";

type Mode = "browse" | "customize";

/** The first business category a template belongs to, for its icon and colour. */
function categoryOf(template: TemplateDto) {
  return BUSINESS_CATEGORIES.find((c) => matchesBusinessCategory(template, c.id));
}

/** Business & E-commerce Templates (docs/product.md#templates). */
export function BusinessTemplatePicker({
  open,
  onOpenChange,
  initialCategory = "all",
  initialTemplateId,
  pending,
  onUse,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialCategory?: string;
  /** Opens straight on the Customize tab of this template (a deep link). */
  initialTemplateId?: string;
  pending: boolean;
  onUse: (template: TemplateDto, text: string) => void;
}) {
  const list = useTemplateList(BUSINESS_TEMPLATES_URL);
  const [q, setQ] = useState("");
  const [category, setCategory] = useState(initialCategory);
  const [chosenId, setChosenId] = useState<string | null>(initialTemplateId ?? null);
  const [mode, setMode] = useState<Mode>(initialTemplateId ? "customize" : "browse");
  const [values, setValues] = useState<Record<string, string>>({});
  const { copied, copy } = useCopy(COPIED_MS);
  const id = useId();
  // The store profile (e-commerce page) fills {shop_name}, {city} and the like.
  const storeValues = useStorePrefill(open);

  const all = useMemo(() => (list.status === "ready" ? list.templates : []), [list]);
  const shown = filterBusinessTemplates(all, { q, category });
  const chosen = all.find((t) => t.id === chosenId) ?? null;
  const preview = chosen ? fillTemplate(chosen.template, values, "bracket") : "";

  const customize = (template: TemplateDto) => {
    setChosenId(template.id);
    const filled = storeValues(template.placeholders);
    setValues(Object.fromEntries(template.placeholders.map((name) => [name, filled[name] ?? ""])));
    setMode("customize");
  };
  const backToBrowse = () => {
    setChosenId(null);
    setValues({});
    setMode("browse");
  };
  const copyTemplate = async (template: TemplateDto) => {
    if (await copy(bracketText(template.template), template.id)) {
      toast.success("Copied!", { description: `“${template.name}” is on your clipboard.` });
    } else {
      toast.error("Copy failed", { description: "Please try again" });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        data-testid="business-template-picker"
        className="h-[calc(100dvh-1rem)] sm:h-[calc(100dvh-4rem)] sm:max-w-5xl"
      >
        <DialogHeader>
          <DialogTitle className="text-xl">Business &amp; E-commerce Templates</DialogTitle>
          <DialogDescription>
            Ready-made bios for businesses, online stores and marketing campaigns. Pick one, add your details and use
            it.
          </DialogDescription>
        </DialogHeader>

        {list.status === "loading" && (
          <div className="flex flex-1 items-center justify-center py-16">
            <Spinner label="Loading business templates…" showLabel />
          </div>
        )}
        {list.status === "error" && <LoadError message={list.message} onRetry={list.retry} />}
        {list.status === "ready" && (
          <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
            <TabsList aria-label="Business template steps" className="w-full sm:w-fit">
              <TabsTrigger value="browse">Browse Templates</TabsTrigger>
              <TabsTrigger value="customize" disabled={!chosen}>
                Customize Template
              </TabsTrigger>
            </TabsList>

            <TabsContent value="browse" className="flex flex-col gap-4">
              <TemplateSearch label="Search business templates" value={q} onChange={setQ} />
              <div className="flex flex-wrap gap-2" role="group" aria-label="Business categories">
                {[{ id: "all", name: "All", icon: "Briefcase" }, ...BUSINESS_CATEGORIES].map((c) => (
                  <Button
                    key={c.id}
                    size="sm"
                    variant={category === c.id ? "default" : "outline"}
                    aria-pressed={category === c.id}
                    onClick={() => setCategory(c.id)}
                    className="rounded-full"
                  >
                    <CategoryIcon name={c.icon} />
                    {c.name}
                  </Button>
                ))}
              </div>
              {shown.length === 0 ? (
                <EmptyState icon={<SearchXIcon />} title="No templates found matching your criteria" />
              ) : (
                <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                  {shown.map((t) => {
                    const cat = categoryOf(t);
                    const nameId = `${id}-${t.id}`;
                    return (
                      <li key={t.id}>
                        <article
                          aria-labelledby={nameId}
                          data-testid="business-template-card"
                          className="flex h-full flex-col gap-3 rounded-xl border bg-background p-4 shadow-xs"
                        >
                          <div className="flex items-start gap-3">
                            <span
                              aria-hidden="true"
                              className={cn(
                                "flex size-10 shrink-0 items-center justify-center rounded-lg",
                                cat?.colorClass ?? "bg-muted",
                              )}
                            >
                              <CategoryIcon name={cat?.icon ?? "Briefcase"} className="size-5" />
                            </span>
                            <div className="flex min-w-0 flex-col gap-1">
                              <h3 id={nameId} className="leading-snug font-semibold break-words">
                                {t.name}
                              </h3>
                              <p className="text-sm text-muted-foreground">{t.description}</p>
                            </div>
                          </div>
                          <p className="rounded-lg bg-muted/50 p-3 text-sm break-words" data-testid="business-snippet">
                            {snippet(bracketText(t.template))}
                          </p>
                          {t.tags.length > 0 && (
                            <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
                              {t.tags.slice(0, 3).map((tag) => (
                                <li key={tag}>
                                  <Badge variant="secondary" className="font-normal">
                                    {tag}
                                  </Badge>
                                </li>
                              ))}
                            </ul>
                          )}
                          <div className="mt-auto flex gap-2">
                            <Button className="flex-1" variant="outline" onClick={() => customize(t)}>
                              <WandSparklesIcon aria-hidden="true" />
                              Customize
                            </Button>
                            <Button
                              size="icon"
                              variant={copied === t.id ? "secondary" : "outline"}
                              aria-label={copied === t.id ? `Copied ${t.name}` : `Copy ${t.name}`}
                              onClick={() => copyTemplate(t)}
                            >
                              {copied === t.id ? <CheckIcon className="text-success" /> : <CopyIcon />}
                            </Button>
                          </div>
                        </article>
                      </li>
                    );
                  })}
                </ul>
              )}
            </TabsContent>

            <TabsContent value="customize">
              {chosen && (
                <div className="grid gap-6 md:grid-cols-2">
                  <form
                    noValidate
                    aria-label={`Customize ${chosen.name}`}
                    className="flex flex-col gap-4"
                    onSubmit={(event) => event.preventDefault()}
                  >
                    <h3 className="font-semibold">{chosen.name}</h3>
                    {chosen.placeholders.length === 0 && (
                      <p className="text-sm text-muted-foreground">This template is ready as it is.</p>
                    )}
                    {chosen.placeholders.map((name) => {
                      const label = placeholderLabel(name);
                      return (
                        <div key={name} className="flex flex-col gap-2">
                          <Label htmlFor={`${id}-field-${name}`}>{label}</Label>
                          <Input
                            id={`${id}-field-${name}`}
                            value={values[name] ?? ""}
                            placeholder={`Enter your ${label.toLowerCase()}`}
                            maxLength={120}
                            onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
                          />
                        </div>
                      );
                    })}
                  </form>
                  <div className="flex flex-col gap-3 md:sticky md:top-0 md:self-start">
                    <span className="text-sm font-medium" id={`${id}-live`}>
                      Live preview
                    </span>
                    <div
                      aria-labelledby={`${id}-live`}
                      aria-live="polite"
                      className="rounded-lg border bg-muted/50 p-4"
                    >
                      <FilledPreview text={preview} />
                    </div>
                    <Button
                      variant="gradient"
                      aria-disabled={pending || undefined}
                      onClick={() => !pending && onUse(chosen, preview)}
                    >
                      {pending ? "Applying..." : "Use This Template"}
                    </Button>
                    <Button variant="outline" onClick={backToBrowse} disabled={pending}>
                      <ArrowLeftIcon aria-hidden="true" />
                      Back to Browse
                    </Button>
                  </div>
                </div>
              )}
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
