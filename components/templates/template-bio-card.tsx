"use client";

import { useId, useState } from "react";
import { toast } from "@/lib/client/toast";
import { CheckIcon, CopyIcon, TriangleAlertIcon, XIcon } from "lucide-react";

import { useCopy } from "@/components/generator/use-copy";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { graphemeLength } from "@/lib/bio/graphemes";
import { placeholderLabel } from "@/lib/templates/placeholders";
import { unfilledIn } from "@/lib/templates/unfilled";
import { cn } from "@/lib/utils";
import { FilledPreview } from "./filled-preview";
import type { AppliedTemplate } from "./use-template-pickers";

const COPIED_MS = 2000;

/**
 * The bio a template produced, in the generator (the picker hands its result over as
 * the bio). Editable; what is still a placeholder is highlighted, and copying it asks first.
 */
export function TemplateBioCard({
  applied,
  limit,
  onDismiss,
}: {
  applied: AppliedTemplate;
  /** The selected platform's character limit. */
  limit: number;
  onDismiss: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(applied.text);
  const [confirming, setConfirming] = useState(false);
  const { copied, copy } = useCopy(COPIED_MS);
  const unfilled = unfilledIn(text);
  const length = graphemeLength(text);

  const doCopy = async () => {
    setConfirming(false);
    if (await copy(text, "template"))
      toast.success("Bio copied!", { description: "Your bio has been copied to clipboard" });
    else toast.error("Failed to copy bio to clipboard");
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="template-bio"
      data-floating-avoid=""
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={`${id}-title`} className="text-lg font-semibold">
            Your template bio
          </h3>
          <p className="text-sm text-muted-foreground">
            From “{applied.template.name}” · {applied.kind === "business" ? "Business template" : "Personal template"}
          </p>
        </div>
        <div className="flex items-center gap-1">
          {applied.template.isPremium && <Badge variant="gradient">Premium</Badge>}
          <Button size="icon" variant="ghost" aria-label="Remove template bio" onClick={onDismiss}>
            <XIcon />
          </Button>
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={`${id}-text`}>Edit your bio</Label>
          <span
            className={cn("text-xs font-medium tabular-nums", length > limit ? "text-destructive" : "text-success")}
            data-testid="template-bio-count"
          >
            {length}/{limit}
            <span className="sr-only"> characters</span>
          </span>
        </div>
        <Textarea
          id={`${id}-text`}
          data-testid="template-bio-text"
          value={text}
          rows={5}
          aria-invalid={unfilled.length > 0 || undefined}
          aria-describedby={unfilled.length > 0 ? `${id}-unfilled` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setConfirming(false);
          }}
        />
      </div>

      {unfilled.length > 0 && (
        <div
          id={`${id}-unfilled`}
          data-testid="template-bio-unfilled"
          className="flex flex-col gap-2 rounded-lg border border-warning/35 bg-warning/8 p-3 text-sm"
        >
          <p className="flex items-start gap-2 font-medium text-warning">
            <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Still to fill in: {unfilled.map(placeholderLabel).join(", ")}
          </p>
          <FilledPreview text={text} className="text-foreground" />
        </div>
      )}

      {confirming ? (
        <div role="alertdialog" aria-labelledby={`${id}-confirm`} className="flex flex-col gap-3 rounded-lg border p-3">
          <p id={`${id}-confirm`} className="text-sm">
            Your bio still contains {unfilled.length === 1 ? "a placeholder" : `${unfilled.length} placeholders`}. Copy
            it anyway?
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setConfirming(false)} autoFocus>
              Keep editing
            </Button>
            <Button onClick={doCopy}>Copy anyway</Button>
          </div>
        </div>
      ) : (
        <div className="flex justify-end">
          <Button
            variant={copied ? "secondary" : "outline"}
            onClick={() => (unfilled.length > 0 ? setConfirming(true) : void doCopy())}
          >
            {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
            {copied ? "Copied" : "Copy"}
          </Button>
        </div>
      )}
    </section>
  );
}
