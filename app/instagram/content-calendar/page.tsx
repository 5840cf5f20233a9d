import { SlidersHorizontal } from "lucide-react";
import Link from "next/link";
import { ContentCalendar } from "@/components/calendar/content-calendar";
import { PageHeader } from "@/components/layout/page-header";
import { buttonVariants } from "@/components/ui/button";
import { requireViewer } from "@/lib/auth/require-viewer";
import { loadCalendarPage } from "@/lib/calendar/calendar-page";
import { href } from "@/lib/config/paths";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("content-calendar", { robots: { index: false, follow: false } });

/** The content calendar: plan up to 30 days ahead, drag items between days, subscribe from a calendar app. */
export default async function ContentCalendarPage() {
  const viewer = await requireViewer("content-calendar");
  const data = await loadCalendarPage(viewer.id);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <PageHeader
        path={href("content-calendar")}
        title="Content Calendar"
        description="Plan posts, stories, reels and campaigns up to 30 days ahead, each with a bio and hashtags ready, and see them in the calendar you already use."
      >
        <Link
          href={href("content-calendar-advanced")}
          className={buttonVariants({ variant: "link", className: "px-0" })}
        >
          <SlidersHorizontal aria-hidden="true" />
          Week view, filters and bulk changes
        </Link>
      </PageHeader>
      <ContentCalendar {...data} />
    </div>
  );
}
