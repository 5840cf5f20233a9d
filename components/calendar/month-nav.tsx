"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Previous / today / next, with the period's name as a live heading. */
export function PeriodNav({
  label,
  onPrevious,
  onNext,
  onToday,
  previousLabel,
  nextLabel,
}: {
  label: string;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  previousLabel: string;
  nextLabel: string;
}) {
  return (
    <div className="flex items-center gap-1">
      <Button variant="outline" size="icon" onClick={onPrevious} aria-label={previousLabel}>
        <ChevronLeft aria-hidden="true" />
      </Button>
      <Button variant="outline" onClick={onToday}>
        Today
      </Button>
      <Button variant="outline" size="icon" onClick={onNext} aria-label={nextLabel}>
        <ChevronRight aria-hidden="true" />
      </Button>
      <h2 className="ml-2 text-lg font-semibold tabular-nums" aria-live="polite">
        {label}
      </h2>
    </div>
  );
}
