import "server-only";
import { graphemeLength } from "@/lib/bio/graphemes";
import { planFor } from "@/lib/config/plans";
import {
  advanceSequentialTest,
  countRunningAbTests,
  createAbTest,
  getAbTest,
  listAbTests,
  promoteAbVariant,
  resultCounts,
  stopAbTest,
  type AbTestRecord,
} from "@/lib/db/ab-tests";
import { ensureLinkPage } from "@/lib/db/link-pages";
import { getProfileByUserId } from "@/lib/db/profiles";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { MAX_PAGE_BIO } from "@/lib/link-in-bio/link-in-bio.schema";
import { taggedPagePath } from "@/lib/link-in-bio/paths";
import { forgetPublicPage } from "@/lib/link-in-bio/recent";
import { AB_MESSAGES, MAX_SEQUENTIAL_BIO, type AbTestKind, type CreateAbTestInput } from "./ab-test.schema";
import { variantLetter } from "./assign";
import { analyze } from "./decide";
import type { AbTestView } from "./types";

// A/B tests of the bio as the API and the page show them: the variants with their counts,
// intervals and chances of being best, and the verdict. Every change forgets the public
// page's cached copy, so the next visitor sees it.

const notFound = () => new AppError("NOT_FOUND", AB_MESSAGES.notFound);

async function requirePage(userId: string) {
  const profile = await getProfileByUserId({ userId });
  if (!profile)
    throw new AppError("NOT_FOUND", "Create your profile first: your A/B tests run on your link-in-bio page.");
  const { page } = await ensureLinkPage({ userId, bio: profile.bio });
  return { username: profile.username, pageId: page.id };
}

async function toView(test: AbTestRecord, username: string): Promise<AbTestView> {
  const counts = await resultCounts({ variants: test.variants });
  const { arms, verdict } = analyze(test.variants.map((v) => counts.get(v.id) ?? { views: 0, clicks: 0 }));
  const sequential = test.kind === "sequential";
  const started = test.variants.filter((v) => v.startedAt);
  const current = sequential && test.status === "running" ? started.at(-1) : undefined;
  return {
    id: test.id,
    kind: sequential ? "sequential" : "page",
    name: test.name,
    status: test.status === "running" ? "running" : "stopped",
    startedAt: test.startedAt.toISOString(),
    endedAt: test.endedAt?.toISOString() ?? null,
    winnerId: test.winnerId,
    currentId: current?.id ?? null,
    verdict,
    variants: test.variants.map((v, i) => {
      const arm = arms[i] ?? { views: 0, clicks: 0, rate: 0, interval: { low: 0, high: 1 }, probabilityBest: 0 };
      const next = test.variants[i + 1];
      const endedAt = sequential && v.startedAt ? (next?.startedAt ?? test.endedAt) : test.endedAt;
      return {
        id: v.id,
        letter: variantLetter(v.position),
        bio: v.bio,
        startedAt: v.startedAt?.toISOString() ?? null,
        endedAt: endedAt?.toISOString() ?? null,
        taggedUrl: sequential ? new URL(taggedPagePath(username, v.id), env.APP_URL).href : null,
        ...arm,
      };
    }),
  };
}

function cleanVariants(kind: AbTestKind, variants: string[]): string[] {
  const bios = variants.map((b) => b.trim());
  const max = kind === "page" ? MAX_PAGE_BIO : MAX_SEQUENTIAL_BIO;
  bios.forEach((bio, i) => {
    if (!bio) throw new AppError("BAD_REQUEST", `Write bio ${variantLetter(i)}, or remove it.`);
    if (graphemeLength(bio) > max) {
      const where = kind === "page" ? "your page's bio" : "an Instagram bio";
      throw new AppError("BAD_REQUEST", `Bio ${variantLetter(i)} is too long for ${where}: ${max} characters at most.`);
    }
    if (/\p{Cc}/u.test(bio.replace(/\n/g, "")))
      throw new AppError("BAD_REQUEST", `Bio ${variantLetter(i)} contains characters we can't use.`);
  });
  if (new Set(bios.map((b) => b.toLowerCase())).size !== bios.length)
    throw new AppError("BAD_REQUEST", AB_MESSAGES.same);
  return bios;
}

export async function listTests(userId: string): Promise<AbTestView[]> {
  const { username } = await requirePage(userId);
  const tests = await listAbTests({ userId });
  return Promise.all(tests.map((t) => toView(t, username)));
}

export async function getTest(userId: string, id: string): Promise<AbTestView> {
  const { username } = await requirePage(userId);
  const test = await getAbTest({ userId, id });
  if (!test) throw notFound();
  return toView(test, username);
}

export async function startTest(userId: string, plan: string, input: CreateAbTestInput): Promise<AbTestView> {
  const { username, pageId } = await requirePage(userId);
  const bios = cleanVariants(input.kind, input.variants);
  const conflict = () => {
    const what = input.kind === "page" ? "your page's bio" : "your Instagram bio";
    return new AppError("CONFLICT", `A test of ${what} is already running. Stop it before starting another.`);
  };
  if ((await countRunningAbTests({ userId, kind: input.kind })) > 0) throw conflict();
  const limit = planFor(plan).abTests;
  if (limit !== null && (await countRunningAbTests({ userId })) >= limit) {
    throw new AppError(
      "FORBIDDEN",
      `Your plan runs ${limit === 1 ? "one A/B test" : `${limit} A/B tests`} at a time. Stop the running test first, or upgrade to Premium to run more.`,
    );
  }
  const name = input.name?.trim() || (input.kind === "page" ? "Page bio test" : "Instagram bio test");
  const test = await createAbTest({ userId, pageId, kind: input.kind, name, bios });
  if (test === "conflict") throw conflict();
  forgetPublicPage(username);
  return toView(test, username);
}

export async function stopTest(userId: string, id: string): Promise<AbTestView> {
  const { username } = await requirePage(userId);
  const test = await stopAbTest({ userId, id });
  if (!test) {
    if (await getAbTest({ userId, id })) throw new AppError("CONFLICT", AB_MESSAGES.running);
    throw notFound();
  }
  forgetPublicPage(username);
  return toView(test, username);
}

/** Ends the test with `variantId` as its winner; a page test's winner becomes the page's bio. */
export async function promoteVariant(userId: string, id: string, variantId: string): Promise<AbTestView> {
  const { username } = await requirePage(userId);
  const existing = await getAbTest({ userId, id });
  if (!existing) throw notFound();
  if (existing.winnerId) throw new AppError("CONFLICT", "This test's winner was already chosen.");
  if (!existing.variants.some((v) => v.id === variantId)) throw new AppError("NOT_FOUND", AB_MESSAGES.variantNotFound);
  const test = await promoteAbVariant({ userId, id, variantId });
  if (!test) throw new AppError("CONFLICT", "This test's winner was already chosen.");
  forgetPublicPage(username);
  return toView(test, username);
}

/** A sequential test's next bio goes up now. */
export async function advanceTest(userId: string, id: string): Promise<AbTestView> {
  const { username } = await requirePage(userId);
  const existing = await getAbTest({ userId, id });
  if (!existing || existing.kind !== "sequential") throw notFound();
  if (existing.status !== "running") throw new AppError("CONFLICT", AB_MESSAGES.running);
  const test = await advanceSequentialTest({ userId, id });
  if (!test) throw new AppError("CONFLICT", AB_MESSAGES.noNext);
  forgetPublicPage(username);
  return toView(test, username);
}
