"use client";

import { useId, type ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";

// Labelled fields for a tool's inputs, so every tool's form reads and lines up alike.

export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">{children}</div>;
}

/** A field's label above it and its hint below, tied to it by id. */
function FieldShell({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

type ControlledProps<C extends React.ElementType> = Omit<React.ComponentProps<C>, "onChange" | "value"> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
};

/** The id, value, change handler and hint link every text control here shares. */
function useControl(value: string, onChange: (value: string) => void, hint?: string) {
  const id = useId();
  return {
    id,
    value,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    "aria-describedby": hint ? `${id}-hint` : undefined,
  };
}

export function TextField({ label, value, onChange, hint, type = "text", ...props }: ControlledProps<typeof Input>) {
  const control = useControl(value, onChange, hint);
  return (
    <FieldShell id={control.id} label={label} hint={hint}>
      <Input type={type} {...control} {...props} />
    </FieldShell>
  );
}

export function ChoiceField<T extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string }[];
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(next) => onChange(next as T)}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** The optional business name most tools ask for. */
export function BusinessNameField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Business name (optional)"
      value={value}
      onChange={onChange}
      placeholder="Glow & Co"
      maxLength={40}
    />
  );
}

/** A labelled multi-line field (a pasted bio, sample posts). */
export function TextAreaField({ label, value, onChange, hint, ...props }: ControlledProps<typeof Textarea>) {
  const control = useControl(value, onChange, hint);
  return (
    <FieldShell id={control.id} label={label} hint={hint}>
      <Textarea {...control} {...props} />
    </FieldShell>
  );
}
