import { AdvancedCalendar } from "@/components/calendar/advanced-calendar";
import { RoutePage } from "@/components/layout/route-page";
import { requireViewer } from "@/lib/auth/require-viewer";
import { loadCalendarPage } from "@/lib/calendar/calendar-page";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("content-calendar-advanced", { robots: { index: false, follow: false } });

/** The advanced calendar: week and month views, a status board, filters, bulk rescheduling and duplicates. */
export default async function AdvancedCalendarPage() {
  const viewer = await requireViewer("content-calendar-advanced");
  const data = await loadCalendarPage(viewer.id);
  return (
    <RoutePage
      route="content-calendar-advanced"
      intro="Your plan by week or month, or by status. Filter it, move several items at once, and duplicate what worked."
    >
      <AdvancedCalendar {...data} />
    </RoutePage>
  );
}
