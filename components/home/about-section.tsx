import { SITE } from "@/lib/config/site";

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-20 border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="about-title" className="text-3xl font-bold tracking-tight">
            About {SITE.name}
          </h2>
          <p className="mt-4 text-muted-foreground">
            Your bio is the first thing people read, and Instagram gives you just {SITE.bioLimit} characters for it.
            {` ${SITE.name}`} turns a few words about you into three bios that fit that limit, in the tone you choose: a
            line-broken layout, a one-liner and a tagline with a call to action.
          </p>
          <p className="mt-4 text-muted-foreground">
            Every bio is counted the way the network counts it, emoji included, so what you paste is never cut off.
          </p>
        </div>
        <dl className="grid grid-cols-3 gap-4 text-center">
          {[
            { n: `${SITE.bioLimit}`, l: "characters on Instagram" },
            { n: "8", l: "tones to choose from" },
            { n: "3", l: "bios every time" },
          ].map((s) => (
            <div key={s.l} className="flex flex-col rounded-2xl border bg-card p-4 shadow-sm">
              <dt className="text-xs text-muted-foreground">{s.l}</dt>
              <dd className="order-first text-3xl font-bold text-primary">{s.n}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
