import type { ReactNode } from "react";
import { getRoute, type RouteId } from "@/lib/config/routes";
import { PageHeader } from "./page-header";

/**
 * The frame of an app page (a tool, the calendar, the admin dashboard): its width, then
 * breadcrumbs and the route's own label as the title (so the menu and the page never
 * disagree), then what the page is for, then the page.
 */
export function RoutePage({ route, intro, children }: { route: RouteId; intro: string; children: ReactNode }) {
  const { path, label } = getRoute(route);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <PageHeader path={path} title={label} description={intro} />
      {children}
    </div>
  );
}
