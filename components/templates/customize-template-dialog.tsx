"use client";

import { useId, useState, type FormEvent } from "react";
import { TriangleAlertIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter, DialogPanel } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { fillTemplate, placeholdersOf } from "@/lib/templates/fill";
import { placeholderLabel } from "@/lib/templates/placeholders";
import type { TemplateDto } from "@/lib/templates/types";
import { SaveToTeam } from "@/components/teams/save-to-team";
import { FilledPreview } from "./filled-preview";

/**
 * 'Customize Your Template' (docs/product.md#templates): one input per placeholder, all optional. An empty
 * value keeps its {{placeholder}}; the live preview marks those so nothing is left blank by surprise.
 * Mount it with `key={template.id}` so each template starts with empty values.
 */
export function CustomizeTemplateDialog({
  template,
  open,
  pending,
  onOpenChange,
  onApply,
}: {
  template: TemplateDto;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onApply: (values: Record<string, string>) => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const names = template.placeholders.length > 0 ? template.placeholders : placeholdersOf(template.template);
  const filled = fillTemplate(template.template, values, "keep");
  const unfilled = names.filter((name) => !values[name]?.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onApply(values);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogPanel
        className="sm:max-w-lg"
        data-testid="customize-template-dialog"
        title="Customize Your Template"
        description={<>Fill in the details to personalize your {template.name} template</>}
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {names.map((name) => {
            const label = placeholderLabel(name);
            return (
              <div key={name} className="flex flex-col gap-2">
                <Label htmlFor={`${id}-${name}`}>{label}</Label>
                <Input
                  id={`${id}-${name}`}
                  value={values[name] ?? ""}
                  placeholder={`Enter your ${label.toLowerCase()}`}
                  maxLength={120}
                  onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
                />
              </div>
            );
          })}

          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium" id={`${id}-preview-label`}>
              Preview
            </span>
            <div aria-labelledby={`${id}-preview-label`} className="rounded-lg border bg-muted/50 p-3">
              <FilledPreview text={filled} />
            </div>
            {unfilled.length > 0 && (
              <p className="flex items-start gap-2 text-xs text-muted-foreground" data-testid="unfilled-note">
                <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-warning" />
                {unfilled.length === 1 ? "1 field is" : `${unfilled.length} fields are`} still empty: the highlighted{" "}
                {unfilled.length === 1 ? "placeholder stays" : "placeholders stay"} in your bio until you replace{" "}
                {unfilled.length === 1 ? "it" : "them"}.
              </p>
            )}
          </div>

          <DialogFooter>
            {/* Like a generated or saved bio, the filled template can go to a team as a draft (once no placeholder is left). */}
            {unfilled.length === 0 && <SaveToTeam content={filled} source="template" defaultTitle={template.name} />}
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="gradient" aria-disabled={pending || undefined}>
              {pending ? "Applying..." : "Apply Template"}
            </Button>
          </DialogFooter>
        </form>
      </DialogPanel>
    </Dialog>
  );
}
