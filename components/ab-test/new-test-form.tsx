"use client";

import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormFooter } from "@/components/ui/form-footer";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { MAX_SEQUENTIAL_BIO, MAX_TEST_NAME, type AbTestKind } from "@/lib/ab-test/ab-test.schema";
import { MAX_VARIANTS, MIN_VARIANTS, variantLetter } from "@/lib/ab-test/assign";
import type { AbTestView } from "@/lib/ab-test/types";
import { graphemeLength } from "@/lib/bio/graphemes";
import { postJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";
import { MAX_PAGE_BIO } from "@/lib/link-in-bio/link-in-bio.schema";
import { cn } from "@/lib/utils";

const KINDS: { id: AbTestKind; title: string; text: string }[] = [
  { id: "page", title: "My link-in-bio page's bio", text: "Visitors each see one bio, the same one all day." },
  { id: "sequential", title: "My Instagram bio", text: "One bio after another, each with its own link." },
];

/** Sets up a test: what to test, then 2 to 4 bios (A starts as the current bio). */
export function NewTestForm({
  pageBio,
  busyKinds,
  onStarted,
}: {
  pageBio: string;
  /** Kinds that already have a running test. */
  busyKinds: AbTestKind[];
  onStarted: (test: AbTestView) => void;
}) {
  const [kind, setKind] = useState<AbTestKind>(busyKinds.includes("page") ? "sequential" : "page");
  const [name, setName] = useState("");
  const [bios, setBios] = useState<string[]>([pageBio, ""]);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const max = kind === "page" ? MAX_PAGE_BIO : MAX_SEQUENTIAL_BIO;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    const r = await postJson<{ test: AbTestView }>("/api/link-in-bio/ab-tests", { kind, name, variants: bios });
    setPending(false);
    if (!r.ok) return setError(r.message);
    toast.success(
      kind === "page"
        ? "Test started: your page now rotates these bios."
        : "Test started: put bio A and its link in your Instagram bio.",
    );
    onStarted(r.data.test);
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-5" aria-label="New A/B test" noValidate>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">What do you want to test?</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {KINDS.map((k) => {
            const busy = busyKinds.includes(k.id);
            return (
              <label
                key={k.id}
                className={cn(
                  "flex min-h-11 cursor-pointer gap-3 rounded-xl border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  busy && "cursor-not-allowed opacity-60",
                )}
              >
                <input
                  type="radio"
                  name="kind"
                  value={k.id}
                  checked={kind === k.id}
                  disabled={busy}
                  onChange={() => setKind(k.id)}
                  className="mt-1 size-4 accent-primary"
                />
                <span className="text-sm">
                  <span className="block font-medium">{k.title}</span>
                  <span className="text-muted-foreground">{busy ? "A test of this is already running." : k.text}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="flex flex-col gap-2">
        <Label htmlFor="ab-name">Name (optional)</Label>
        <Input
          id="ab-name"
          value={name}
          maxLength={MAX_TEST_NAME}
          placeholder="Spring bio test"
          onChange={(e) => setName(e.target.value)}
        />
      </div>

      <div className="flex flex-col gap-4">
        {bios.map((bio, i) => {
          const length = graphemeLength(bio.trim());
          const id = `ab-bio-${i}`;
          return (
            <div key={i} className="flex flex-col gap-2">
              <div className="flex items-center justify-between gap-2">
                <Label htmlFor={id}>Bio {variantLetter(i)}</Label>
                {bios.length > MIN_VARIANTS && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => setBios(bios.filter((_, j) => j !== i))}
                  >
                    <X aria-hidden="true" /> Remove <span className="sr-only">bio {variantLetter(i)}</span>
                  </Button>
                )}
              </div>
              <Textarea
                id={id}
                rows={3}
                value={bio}
                aria-describedby={`${id}-count`}
                aria-invalid={length > max ? true : undefined}
                placeholder={i === 0 ? "Your current bio" : "Another way to say it"}
                onChange={(e) => setBios(bios.map((b, j) => (j === i ? e.target.value : b)))}
              />
              <p
                id={`${id}-count`}
                className={cn(
                  "text-right text-xs tabular-nums",
                  length > max ? "font-medium text-destructive" : "text-muted-foreground",
                )}
              >
                {length} / {max}
              </p>
            </div>
          );
        })}
        {bios.length < MAX_VARIANTS && (
          <Button type="button" variant="outline" className="self-start" onClick={() => setBios([...bios, ""])}>
            <Plus aria-hidden="true" /> Add bio {variantLetter(bios.length)}
          </Button>
        )}
      </div>

      <FormFooter error={error} pending={pending} label="Start test" pendingLabel="Starting" />
    </form>
  );
}
