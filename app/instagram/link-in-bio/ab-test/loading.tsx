import { PageHeaderSkeleton } from "@/components/layout/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";

export default function AbTestLoading() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
      <PageHeaderSkeleton />
      <div className="flex flex-col gap-4 rounded-xl border p-4 sm:p-6">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-28 w-full" />
        <Spinner showLabel label="Loading your tests…" />
      </div>
    </div>
  );
}
