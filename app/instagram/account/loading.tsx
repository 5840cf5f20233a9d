import { PageHeaderSkeleton } from "@/components/layout/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { PanelSkeleton } from "./panel-skeleton";

export default function AccountLoading() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-12">
      <PageHeaderSkeleton />
      <Skeleton className="mb-6 h-12 w-full max-w-md rounded-xl" />
      <PanelSkeleton label="Loading your account…" />
    </div>
  );
}
