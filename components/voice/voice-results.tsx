"use client";

import { ResultBioCard } from "@/components/tool-frame/result-bio-card";
import type { VoiceAnswer } from "@/lib/voice/voice-types";

/** The measured voice (each attribute with its quoted evidence), the guide and bios in the voice. */
export function VoiceResults({ answer }: { answer: VoiceAnswer }) {
  const { profile, guide } = answer;
  return (
    <div className="flex flex-col gap-6" data-testid="voice-results">
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Your voice">
        {profile.attributes.map((a) => (
          <li
            key={a.id}
            className="flex min-w-0 flex-col gap-2 rounded-2xl border bg-card p-4"
            data-testid="voice-attribute"
          >
            <div className="flex items-baseline justify-between gap-2">
              <h3 className="font-semibold">{a.label}</h3>
              <span className="text-sm text-muted-foreground">{a.summary}</span>
            </div>
            <div className="h-2 rounded-full bg-muted" aria-hidden="true">
              <div className="h-2 rounded-full bg-primary" style={{ width: `${a.score}%` }} />
            </div>
            {a.evidence.length > 0 ? (
              <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
                {a.evidence.map((quote) => (
                  <li key={quote} className="break-words">
                    “{quote}”
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">Nothing in your samples shows it.</p>
            )}
          </li>
        ))}
      </ul>
      <section aria-labelledby="voice-guide" className="grid gap-4 rounded-2xl border p-4 sm:grid-cols-2 sm:p-6">
        <h3 id="voice-guide" className="font-semibold sm:col-span-2">
          Your voice guide
        </h3>
        <GuideList title="Do" items={guide.dos} />
        <GuideList title="Don't" items={guide.donts} />
        <GuideList
          title="Words to use"
          items={guide.useWords.length ? guide.useWords : ["Paste more samples to find your signature words."]}
        />
        <GuideList
          title="Words to avoid"
          items={guide.avoidWords.length ? guide.avoidWords : ["Nothing in particular."]}
        />
      </section>
      <section aria-labelledby="voice-bios" className="flex flex-col gap-3">
        <h3 id="voice-bios" className="font-semibold">
          Bios in your voice
        </h3>
        <p className="text-sm text-muted-foreground" data-testid="voice-engine" data-engine={answer.engine}>
          {answer.engine === "ai"
            ? "Written with AI from your voice guide and checked against the limit."
            : "Written by the BioStudio composer from your voice guide."}
        </p>
        <ul className="flex flex-col gap-3">
          {answer.bios.map((bio, index) => (
            <ResultBioCard
              key={bio}
              bio={bio}
              index={index}
              platform={answer.platform}
              tool="brand-voice-generator"
              note="Brand voice"
            />
          ))}
        </ul>
      </section>
    </div>
  );
}

function GuideList({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <h4 className="text-sm font-medium">{title}</h4>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-muted-foreground">
        {items.map((item) => (
          <li key={item} className="break-words">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
