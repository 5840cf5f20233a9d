import { Skeleton } from "@/components/ui/skeleton";
import { PanelSkeleton } from "./panel-skeleton";

export default function AccountLoading() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-12">
      <div className="space-y-3 pb-8">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-5 w-full max-w-xl" />
      </div>
      <Skeleton className="mb-6 h-12 w-full max-w-md rounded-xl" />
      <PanelSkeleton label="Loading your account…" />
    </div>
  );
}
