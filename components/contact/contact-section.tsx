import { Mail, MapPin, Send } from "@/components/ui/icons";
import { SITE } from "@/lib/config/site";
import { ContactForm } from "./contact-form";

export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:grid-cols-[1fr_1.4fr]">
        <div>
          <h2 id="contact-title" className="text-3xl font-bold tracking-tight">
            Contact us
          </h2>
          <p className="mt-4 text-muted-foreground">
            Questions, ideas or trouble with your bio? Send us a message and we&apos;ll reply by email.
          </p>
          <ul className="mt-6 grid gap-3 text-sm text-muted-foreground">
            <li className="flex items-center gap-2">
              <Mail className="size-4 text-primary" aria-hidden="true" />
              <a
                href={`mailto:${SITE.emails.support}`}
                className="inline-flex min-h-11 items-center underline-offset-4 hover:underline pointer-fine:min-h-0"
              >
                {SITE.emails.support}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-4 text-primary" aria-hidden="true" />
              {SITE.city}, {SITE.country}
            </li>
          </ul>
        </div>
        <ContactForm submitIcon={<Send aria-hidden="true" />} />
      </div>
    </section>
  );
}
