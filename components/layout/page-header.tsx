import type { ReactNode } from "react";
import { breadcrumbsFor } from "@/lib/config/navigation";
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
