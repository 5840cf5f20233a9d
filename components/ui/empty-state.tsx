import * as React from "react";

import { cn } from "@/lib/utils";

export type EmptyStateProps = Omit<React.ComponentProps<"div">, "title"> & {
  /** A decorative icon element, e.g. `<InboxIcon />`; it is hidden from screen readers. */
  icon?: React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Usually one Button (or a Button asChild around a Link). */
  action?: React.ReactNode;
  /** Heading level for the title, so it fits the page outline. */
  headingLevel?: 2 | 3 | 4;
};

export function EmptyState({
  className,
  icon,
  title,
  description,
  action,
  headingLevel = 3,
  children,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center text-balance",
        className,
      )}
      {...props}
    >
      {icon && (
        <div
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="mb-1 flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg:not([class*='size-'])]:size-6"
        >
          {icon}
        </div>
      )}
      <Heading data-slot="empty-state-title" className="text-base font-semibold tracking-tight">
        {title}
      </Heading>
      {description && (
        <p data-slot="empty-state-description" className="max-w-sm text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {children}
      {action && (
        <div data-slot="empty-state-action" className="mt-2 flex flex-wrap items-center justify-center gap-2">
          {action}
        </div>
      )}
    </div>
  );
}
