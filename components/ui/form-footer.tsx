import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** A form's last lines: its failure, announced when it appears, then its submit button with progress. */
export function FormFooter({
  error,
  pending,
  label,
  pendingLabel,
}: {
  error: string | null | undefined;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={pending} className="self-start">
        {pending && <Spinner label={pendingLabel} />}
        {label}
      </Button>
    </>
  );
}
