import { chooseFitting, rngFor, shuffle } from "@/lib/tools/compose-kit";
import type { ToolContext } from "@/lib/tools/run-tool";
import type { ToolGroup } from "@/lib/tools/tool-types";
import { industryChecklist, type CheckItem } from "./industry-checklist";
import { profileFor, type IndustryProfile } from "./industry-profiles";
import { industryName } from "./industry-names";

// The built-in optimizer: the checklist against the industry, then the user's bio rewritten
// with what can be added without inventing anything (role, a search word, a call to action,
// a contact route). Proof and credentials are the user's own facts: we ask for them, never
// write them.

export interface OptimizeInput {
  industry: string;
  bio: string;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The bio's own lines, tidied; a one-line bio is split at " | ", "•" and sentence ends. */
export function bioParts(bio: string): string[] {
  const byLine = bio
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  const parts = byLine.length > 1 ? byLine : bio.split(/\s*[|•·]\s*|(?<=[.!?])\s+/u);
  return parts.map((p) => p.trim()).filter(Boolean);
}

interface Plan {
  head?: string;
  keyword?: string;
  tail?: string;
  changes: string[];
}

function plan(checks: CheckItem[], profile: IndustryProfile, name: string): Plan {
  const missing = new Set(checks.filter((c) => !c.ok).map((c) => c.id));
  const out: Plan = { changes: [] };
  if (missing.has("role")) {
    out.head = profile.role;
    out.changes.push(`Added “${profile.role}” up front: visitors decide in a second whether you are what they need.`);
  }
  if (missing.has("keywords")) {
    out.keyword = capital(profile.keywords.slice(0, 2).join(" & "));
    out.changes.push(`Added “${out.keyword}”: words people search for in ${name} (change them to what you offer).`);
  }
  if (missing.has("cta") || missing.has("contact")) {
    out.tail = missing.has("cta") ? `${profile.cta} 👇` : "Link below 👇";
    out.changes.push(
      missing.has("cta")
        ? `Ended with “${profile.cta} 👇”: one clear next step that points to your link.`
        : "Ended with “Link below 👇”: your bio asked for action but didn't say where.",
    );
  }
  if (missing.has("proof"))
    out.changes.push(`Not written for you: proof. Add a number you can back up, like “${profile.proofExample}”.`);
  if (missing.has("credentials"))
    out.changes.push("Not written for you: credentials. Add a qualification or a “since” year if you have one.");
  if (out.changes.length === 0)
    out.changes.push(`Your bio already carries everything strong ${name} bios do; these versions only tighten it.`);
  return out;
}

function candidates(parts: string[], p: Plan, seed: number): string[] {
  const rng = rngFor(seed, "industry");
  const out: string[] = [];
  // The user's own lines, from all of them down to the first one, so a long bio still fits.
  for (let keep = parts.length; keep >= 1; keep--) {
    const own = parts.slice(0, keep);
    const head = p.head ? [p.head, p.keyword].filter(Boolean).join(" · ") : p.keyword;
    out.push([head, ...own, p.tail].filter(Boolean).join("\n"));
    out.push([head ? `${head} | ${own[0]}` : own[0], ...own.slice(1), p.tail].filter(Boolean).join("\n"));
    out.push([...own, head, p.tail].filter(Boolean).join("\n"));
  }
  return [...out.slice(0, 1), ...shuffle(rng, out.slice(1))];
}

export function composeOptimized(input: OptimizeInput, ctx: ToolContext): ToolGroup[] {
  const profile = profileFor(input.industry);
  if (!profile) return [];
  const name = industryName(input.industry);
  const checks = industryChecklist(input.bio, profile, name);
  const p = plan(checks, profile, name);
  const bios = chooseFitting(candidates(bioParts(input.bio), p, ctx.seed), ctx.platform, 3, { allowContact: true });
  const score = checks.filter((c) => c.ok).length;
  return [
    {
      id: "optimized",
      title: "Rewritten bio",
      subtitle: `Your bio carries ${score} of the ${checks.length} things strong ${name} bios carry.`,
      checks,
      angles: p.changes,
      bios,
    },
  ];
}
