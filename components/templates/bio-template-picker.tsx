"use client";

import { useId, useMemo, useState } from "react";
import { ArrowLeftIcon, LockIcon, SearchXIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PERSONAL_CATEGORIES } from "@/lib/templates/categories";
import { categoriesWithTemplates, filterBioTemplates, type BioPickerTab } from "@/lib/templates/filter";
import type { TemplateDto } from "@/lib/templates/types";
import { cn } from "@/lib/utils";
import { CategoryIcon } from "./category-icon";
import { LoadError, LoadingCards } from "./load-states";
import { useTemplateList } from "./template-api";
import { TemplateCardBody } from "./template-card-body";
import { TemplateSearch } from "./template-search";

/** At most 12 category chips ('All' and 11 categories); the dropdown lists every one. */
const MAX_CHIPS = 12;

/** The bio template picker, 'Choose a Premium Template' (docs/product.md#templates). */
export function BioTemplatePicker({
  open,
  onOpenChange,
  initialCategory = "all",
  selectedTone,
  canUsePremium,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialCategory?: string;
  selectedTone: string;
  canUsePremium: boolean;
  onChoose: (template: TemplateDto) => void;
}) {
  const list = useTemplateList("/api/templates");
  const [q, setQ] = useState("");
  const [category, setCategory] = useState(initialCategory);
  const [tab, setTab] = useState<BioPickerTab>("all");
  const searchId = useId();

  const personal = useMemo(
    () => (list.status === "ready" ? list.templates.filter((t) => t.category !== "business") : []),
    [list],
  );
  const categories = useMemo(() => categoriesWithTemplates(PERSONAL_CATEGORIES, personal), [personal]);
  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const t of personal) map.set(t.category, (map.get(t.category) ?? 0) + 1);
    return map;
  }, [personal]);
  const shown = filterBioTemplates(personal, { q, category, tab });
  const premium = shown.filter((t) => t.isPremium);
  const free = shown.filter((t) => !t.isPremium);

  const grid = (templates: TemplateDto[]) => (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {templates.map((t) => (
        <li key={t.id}>
          <TemplatePickerCard template={t} selectedTone={selectedTone} canUsePremium={canUsePremium} onUse={onChoose} />
        </li>
      ))}
    </ul>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-testid="bio-template-picker"
        className="h-[calc(100dvh-1rem)] sm:h-[calc(100dvh-4rem)] sm:max-w-5xl"
      >
        <DialogHeader>
          <DialogTitle className="text-xl">Choose a Premium Template</DialogTitle>
          <DialogDescription>
            Select a professionally designed template to create an engaging bio instantly
          </DialogDescription>
        </DialogHeader>
        <Button variant="ghost" size="sm" className="-ml-2 self-start" onClick={() => onOpenChange(false)}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to Generator
        </Button>

        {list.status === "loading" && <LoadingCards />}
        {list.status === "error" && <LoadError message={list.message} onRetry={list.retry} />}
        {list.status === "ready" && (
          <>
            <section aria-labelledby={`${searchId}-browse`} className="flex flex-col gap-3">
              <h3 id={`${searchId}-browse`} className="text-sm font-semibold">
                Browse by Category
              </h3>
              <div className="flex flex-wrap gap-2" role="group" aria-label="Categories">
                {[{ id: "all", name: "All", icon: "LayoutGrid" }, ...categories].slice(0, MAX_CHIPS).map((c) => (
                  <Button
                    key={c.id}
                    size="sm"
                    variant={category === c.id ? "default" : "outline"}
                    aria-pressed={category === c.id}
                    onClick={() => setCategory(category === c.id && c.id !== "all" ? "all" : c.id)}
                    className="rounded-full"
                  >
                    <CategoryIcon name={c.icon} />
                    {c.name}
                  </Button>
                ))}
              </div>
              <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
                <Select value={category} onValueChange={setCategory}>
                  <SelectTrigger aria-label="Category" className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="all">All Categories ({personal.length})</SelectItem>
                    {categories.map((c) => (
                      <SelectItem key={c.id} value={c.id}>
                        {c.name} ({counts.get(c.id) ?? 0})
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <TemplateSearch id={searchId} label="Search templates" value={q} onChange={setQ} />
              </div>
            </section>

            <Tabs value={tab} onValueChange={(value) => setTab(value as BioPickerTab)}>
              <TabsList aria-label="Template tabs" className="w-full sm:w-fit">
                <TabsTrigger value="all">All Templates</TabsTrigger>
                <TabsTrigger value="premium">Premium Only</TabsTrigger>
              </TabsList>
              <TabsContent value="all" className="flex flex-col gap-6">
                {shown.length === 0 ? (
                  <EmptyState icon={<SearchXIcon />} title="No templates found matching your criteria" />
                ) : (
                  <>
                    {premium.length > 0 && (
                      <TemplateGroup title={`Premium Templates (${premium.length})`}>{grid(premium)}</TemplateGroup>
                    )}
                    {free.length > 0 && (
                      <TemplateGroup title={`Free Templates (${free.length})`}>{grid(free)}</TemplateGroup>
                    )}
                  </>
                )}
              </TabsContent>
              <TabsContent value="premium" className="flex flex-col gap-6">
                {premium.length === 0 ? (
                  <EmptyState icon={<SearchXIcon />} title="No premium templates found with current filters" />
                ) : (
                  <TemplateGroup title={`Premium Templates (${premium.length})`}>{grid(premium)}</TemplateGroup>
                )}
              </TabsContent>
            </Tabs>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function TemplateGroup({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function TemplatePickerCard({
  template,
  selectedTone,
  canUsePremium,
  onUse,
}: {
  template: TemplateDto;
  selectedTone: string;
  canUsePremium: boolean;
  onUse: (template: TemplateDto) => void;
}) {
  const id = useId();
  const locked = template.isPremium && !canUsePremium;
  return (
    <article
      aria-labelledby={id}
      data-testid="template-card"
      className={cn(
        "flex h-full flex-col gap-4 rounded-xl border bg-background p-4 shadow-xs",
        template.isPremium && "border-primary/30",
      )}
    >
      <TemplateCardBody template={template} selectedTone={selectedTone} headingLevel={4} titleId={id} />
      <Button variant={template.isPremium ? "gradient" : "outline"} onClick={() => onUse(template)}>
        {locked && <LockIcon aria-hidden="true" />}
        {template.isPremium ? "Use Premium Template" : "Use Template"}
      </Button>
    </article>
  );
}
