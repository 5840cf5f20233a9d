import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";

export function PanelSkeleton({ label = "Loading…" }: { label?: string }) {
  return (
    <div className="grid gap-4" aria-busy="true">
      <Spinner label={label} />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
