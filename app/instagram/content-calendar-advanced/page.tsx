import { AdvancedCalendar } from "@/components/calendar/advanced-calendar";
import { PageHeader } from "@/components/layout/page-header";
import { requireViewer } from "@/lib/auth/require-viewer";
import { loadCalendarPage } from "@/lib/calendar/calendar-page";
import { href } from "@/lib/config/paths";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("content-calendar-advanced", { robots: { index: false, follow: false } });

/** The advanced calendar: week and month views, a status board, filters, bulk rescheduling and duplicates. */
export default async function AdvancedCalendarPage() {
  const viewer = await requireViewer("content-calendar-advanced");
  const data = await loadCalendarPage(viewer.id);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <PageHeader
        path={href("content-calendar-advanced")}
        title="Advanced Calendar"
        description="Your plan by week or month, or by status. Filter it, move several items at once, and duplicate what worked."
      />
      <AdvancedCalendar {...data} />
    </div>
  );
}
