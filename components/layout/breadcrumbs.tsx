import Link from "next/link";
import { ChevronRight } from "@/components/ui/icons";
import type { Crumb } from "@/lib/config/navigation";

/** Renders nothing for a trail of one item or fewer: the home page needs no trail. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  if (trail.length <= 1) return null;
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link
                    href={crumb.href}
                    className="inline-flex min-h-11 items-center hover:text-foreground pointer-fine:min-h-0"
                  >
                    {crumb.label}
                  </Link>
                  <ChevronRight className="size-3.5" aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
