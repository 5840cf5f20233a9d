import { href } from "@/lib/config/paths";
import { MapPin } from "lucide-react";
import { DocumentPage } from "@/components/content/document-page";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { jobsPage } from "@/lib/content/legal";
import { SITE } from "@/lib/config/site";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("jobs");

export default function JobsPage() {
  const openings = jobsPage.openings ?? [];
  return (
    <>
      <DocumentPage doc={jobsPage} path={href("jobs")} />
      <section aria-labelledby="openings" className="mx-auto max-w-3xl px-4 pb-16">
        <h2 id="openings" className="mb-6 text-2xl font-bold tracking-tight">
          Open roles
        </h2>
        <div className="grid gap-6">
          {openings.map((job) => (
            <Card key={job.id} id={job.id}>
              <CardHeader>
                <CardTitle className="text-lg">{job.title}</CardTitle>
                <CardDescription className="flex flex-wrap items-center gap-2">
                  <Badge variant="secondary">{job.team}</Badge>
                  <Badge variant="outline">{job.type}</Badge>
                  <span className="inline-flex items-center gap-1 text-sm">
                    <MapPin className="size-3.5" aria-hidden="true" />
                    {job.location}
                  </span>
                </CardDescription>
              </CardHeader>
              <CardContent className="space-y-4 text-sm">
                <p className="text-muted-foreground">{job.summary}</p>
                <div>
                  <h3 className="mb-2 font-semibold">What you will do</h3>
                  <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
                    {job.responsibilities.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h3 className="mb-2 font-semibold">What we look for</h3>
                  <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
                    {job.requirements.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                </div>
                <a
                  className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
                  href={`mailto:${SITE.emails.jobs}?subject=${encodeURIComponent(job.title)}`}
                >
                  Apply for {job.title}
                </a>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>
    </>
  );
}
