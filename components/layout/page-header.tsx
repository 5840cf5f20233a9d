import type { ReactNode } from "react";
import { breadcrumbsFor } from "@/lib/config/navigation";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { Breadcrumbs } from "./breadcrumbs";

export function PageHeader({
  path,
  title,
  description,
  tab,
  children,
}: {
  path: string;
  title: string;
  description?: string;
  tab?: string;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-3 pb-8">
      <Breadcrumbs trail={breadcrumbsFor(path, { tab })} />
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {description && <p className="max-w-2xl text-base text-muted-foreground text-pretty">{description}</p>}
      {children}
    </div>
  );
}

/** The page header's shape while the page loads: breadcrumbs, title and description. */
export function PageHeaderSkeleton({ className = "pb-8" }: { className?: string }) {
  return (
    <div className={cn("space-y-3", className)}>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-5 w-full max-w-xl" />
    </div>
  );
}
