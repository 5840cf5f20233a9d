import Link from "next/link";
import { BookOpen, Compass, GraduationCap } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { getRoute } from "@/lib/config/routes";
import { GuideButton } from "./guide-button";

/** The tutorial launcher: the interactive tutorial, the tour and the readable guide. */
export function TutorialLauncher() {
  const guide = getRoute("tutorial");
  return (
    <section id="tutorial" aria-labelledby="tutorial-title" className="scroll-mt-20 border-t">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-16 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 id="tutorial-title" className="text-3xl font-bold tracking-tight">
            New here?
          </h2>
          <p className="mt-3 text-muted-foreground">
            Take the eight-step tutorial, follow Bea on a guided tour of this page, or read the guide at your own pace.
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <GuideButton guide="tutorial" size="lg">
            <GraduationCap aria-hidden="true" />
            Start Tutorial
          </GuideButton>
          <GuideButton guide="tour" size="lg" variant="outline">
            <Compass aria-hidden="true" />
            Take the Tour
          </GuideButton>
          {guide.live && (
            <Button asChild size="lg" variant="ghost">
              <Link href={guide.path}>
                <BookOpen aria-hidden="true" />
                Read the guide
              </Link>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
