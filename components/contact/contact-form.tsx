"use client";

import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Input, fieldClassName } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { recordFeatureUse } from "@/lib/analytics/page-analytics";
import { postJson } from "@/lib/client/post-json";
import {
  CONTACT_FAILURE_MESSAGE,
  CONTACT_MESSAGE_MAX,
  CONTACT_REQUIRED_MESSAGE,
  CONTACT_SOURCES,
  CONTACT_SUCCESS_MESSAGE,
} from "@/lib/contact/contact-copy";
import { cn } from "@/lib/utils";

const EMPTY = { email: "", country: "", source: "", message: "" };
type Field = keyof typeof EMPTY;

/** `submitIcon` is drawn by the server section around the form. */
export function ContactForm({ submitIcon }: { submitIcon: ReactNode }) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [missing, setMissing] = useState<Field[]>([]);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setMissing((m) => m.filter((f) => f !== field));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const blank = (["email", "country", "source"] as const).filter((f) => values[f].trim() === "");
    if (blank.length > 0) {
      setMissing(blank);
      formRef.current?.querySelector<HTMLElement>(`[name="${blank[0]}"]`)?.focus();
      return;
    }
    setPending(true);
    const result = await postJson<{ message: string }>("/api/contact", values);
    setPending(false);
    if (result.ok) {
      toast.success(CONTACT_SUCCESS_MESSAGE);
      setValues(EMPTY);
      setMissing([]);
      recordFeatureUse("contact", "form");
    } else if (result.status === 400) {
      toast.error(result.message);
    } else {
      toast.error(CONTACT_FAILURE_MESSAGE);
    }
  }

  const invalid = (f: Field) => missing.includes(f) || undefined;
  const errorId = `${id}-error`;

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label="Contact form"
      aria-describedby={missing.length > 0 ? errorId : undefined}
      className="grid gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>Email *</Label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            aria-invalid={invalid("email")}
            value={values.email}
            onChange={set("email")}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-country`}>Country *</Label>
          <Input
            id={`${id}-country`}
            name="country"
            autoComplete="country-name"
            required
            maxLength={80}
            aria-invalid={invalid("country")}
            value={values.country}
            onChange={set("country")}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-source`}>How did you hear about us? *</Label>
        <select
          id={`${id}-source`}
          name="source"
          required
          aria-invalid={invalid("source")}
          value={values.source}
          onChange={set("source")}
          className={cn(fieldClassName, "h-11 px-3 pointer-fine:h-10", values.source === "" && "text-muted-foreground")}
        >
          <option value="">Choose one</option>
          {CONTACT_SOURCES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-message`}>Message (optional)</Label>
        <Textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          maxLength={CONTACT_MESSAGE_MAX}
          value={values.message}
          onChange={set("message")}
        />
      </div>
      {missing.length > 0 && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {CONTACT_REQUIRED_MESSAGE}
        </p>
      )}
      <Button type="submit" size="lg" disabled={pending} aria-busy={pending} className="sm:justify-self-start">
        {submitIcon}
        {pending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
