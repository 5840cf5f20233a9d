import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";

export function UsersSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <Spinner label="Loading users…" />
      <Skeleton className="h-11 w-full max-w-xl" />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-20 w-full lg:h-12" />
      ))}
    </div>
  );
}

export function MailboxSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <Spinner label="Loading the mailbox…" />
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-32 w-full" />
      ))}
    </div>
  );
}
