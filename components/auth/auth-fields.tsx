import type { ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PASSWORD_MIN } from "@/lib/auth/auth.schema";

// The display name, email and password fields of every sign-in, sign-up, reset and admin form,
// so the rules shown beside a new password are written once.

export function EmailField({
  id,
  autoComplete = "email",
}: {
  id: string;
  /** "username" where a password manager should pair it with a stored password. */
  autoComplete?: "email" | "username";
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Email</Label>
      <Input id={id} name="email" type="email" autoComplete={autoComplete} required />
    </div>
  );
}

export function DisplayNameField({ id }: { id: string }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Display name</Label>
      <Input id={id} name="displayName" autoComplete="name" required maxLength={60} />
    </div>
  );
}

/**
 * `current` signs in; `new` chooses a password and shows its rules; `confirm`
 * repeats a new one.
 */
export function PasswordField({
  id,
  kind,
  name = "password",
  label = "Password",
  aside,
}: {
  id: string;
  kind: "current" | "new" | "confirm";
  name?: string;
  label?: string;
  /** Shown beside the label, such as a "Forgot password?" link. */
  aside?: ReactNode;
}) {
  const hintId = kind === "new" ? `${id}-hint` : undefined;
  return (
    <div className="grid gap-2">
      {aside ? (
        <div className="flex items-center justify-between">
          <Label htmlFor={id}>{label}</Label>
          {aside}
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      <Input
        id={id}
        name={name}
        type="password"
        autoComplete={kind === "current" ? "current-password" : "new-password"}
        required
        minLength={kind === "new" ? PASSWORD_MIN : undefined}
        aria-describedby={hintId}
      />
      {hintId && (
        <p id={hintId} className="text-xs text-muted-foreground">
          At least {PASSWORD_MIN} characters. Common passwords are not accepted.
        </p>
      )}
    </div>
  );
}

export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
      {children}
    </p>
  );
}
