import { GraduationCap } from "@/components/ui/icons";
import { AboutSection } from "@/components/home/about-section";
import { CategoryTiles } from "@/components/home/category-tiles";
import { FeatureCards } from "@/components/home/feature-cards";
import { FeaturesSection } from "@/components/home/features-section";
import { Greeting } from "@/components/home/greeting";
import { HeroSection } from "@/components/home/hero-section";
import { HomeGuidance } from "@/components/home/home-guidance";
import { TutorialLauncher } from "@/components/home/tutorial-launcher";
import { ContactSection } from "@/components/contact/contact-section";
import { FaqSection } from "@/components/faq/faq-section";
import { GeneratorSection } from "@/components/generator/generator-section";
import { HomeJsonLd } from "@/components/seo/json-ld";
import { getSessionViewer } from "@/lib/auth/viewer";
import { onboardingSlides } from "@/lib/content/onboarding";
import { tourSteps } from "@/lib/content/tour";
import { tutorialSteps } from "@/lib/content/tutorial";
import { greetingFor } from "@/lib/content/greeting";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("home");

export default async function HomePage() {
  const viewer = await getSessionViewer().catch(() => null);
  const firstName = viewer?.displayName.trim().split(/\s+/)[0] ?? "";

  return (
    <div data-page-variants="Home,Bio Generator,Templates,FAQ,Contact">
      <HomeJsonLd />
      <HeroSection
        greeting={
          viewer ? (
            <Greeting
              name={firstName}
              initial={greetingFor({ at: new Date(), timeZone: viewer.timeZone, name: firstName })}
            />
          ) : null
        }
      />

      <section id="generator" aria-labelledby="generator-title" className="scroll-mt-16 border-b">
        <GeneratorSection signedIn={!!viewer} templatesAvailable shareEnabled />
      </section>

      <div className="render-when-near">
        <FeaturesSection />
        <CategoryTiles />
        <FeatureCards />
        <AboutSection />
        <FaqSection />
        <TutorialLauncher />
        <ContactSection />
      </div>

      <HomeGuidance
        signedIn={!!viewer}
        slides={onboardingSlides()}
        tourSteps={tourSteps()}
        tutorialSteps={tutorialSteps()}
        tutorialIcon={<GraduationCap className="size-4 text-primary" aria-hidden="true" />}
      />
    </div>
  );
}
