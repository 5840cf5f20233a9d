import { href } from "@/lib/config/paths";
import { CalendarCheck, Lightbulb, ShieldCheck } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { pageMetadata } from "@/lib/seo/metadata";
import { NewsletterForm } from "./newsletter-form";

export const metadata = pageMetadata("newsletter");

const PROMISES = [
  {
    icon: Lightbulb,
    title: "One useful idea",
    text: "A bio or profile tip you can use the same day, with real before-and-after examples.",
  },
  {
    icon: CalendarCheck,
    title: "Once a month",
    text: "The first Tuesday of the month. No daily drip, no 'just checking in'.",
  },
  {
    icon: ShieldCheck,
    title: "Your inbox, your call",
    text: "Every issue has a one-click unsubscribe. We never sell or share your address.",
  },
];

export default function NewsletterPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageHeader
        path={href("newsletter")}
        title="The BioStudio Newsletter"
        description="Bio tips, profile teardowns and product news for creators, small businesses and teams. Once a month, five minutes to read."
      />
      <Card>
        <CardContent className="pt-6">
          <NewsletterForm />
        </CardContent>
      </Card>
      <ul className="mt-10 grid gap-6 sm:grid-cols-3">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="space-y-2">
            <Icon className="size-5 text-primary" aria-hidden="true" />
            <h2 className="font-semibold">{title}</h2>
            <p className="text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
