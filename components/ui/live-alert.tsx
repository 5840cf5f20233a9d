import { Alert, AlertDescription } from "./alert";

/** A message announced to screen readers when it appears; nothing while there is none. */
export function LiveAlert({
  message,
  variant = "destructive",
}: {
  message: string | null;
  variant?: "destructive" | "info";
}) {
  return (
    <div aria-live="polite">
      {message && (
        <Alert variant={variant}>
          <AlertDescription>{message}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
