import { assignIndex } from "./assign";

// What a visit to the public page belongs to while tests run. A visit through a sequential
// test's tagged link (?v=<variant id>) belongs to that variant; any other visit is assigned
// a variant of the page test, if one runs. The page shows the page test's variant either way.

export interface RunningTest {
  id: string;
  kind: string;
  variants: { id: string; bio: string; startedAt: Date | null }[];
}

export interface VisitVariant {
  /** The variant the visit is counted for (null: no test). */
  variantId: string | null;
  /** The bio to show instead of the page's own (null: the page's own). */
  bio: string | null;
  /** The tag to carry on to the page's links, so their clicks count for the same variant. */
  tag: string | null;
}

export const NO_VARIANT: VisitVariant = { variantId: null, bio: null, tag: null };

export function chooseVariant(
  tests: readonly RunningTest[],
  visitorHash: string | null,
  tag: string | null,
): VisitVariant {
  const pageTest = tests.find((t) => t.kind === "page" && t.variants.length > 0);
  const shown =
    pageTest && visitorHash
      ? pageTest.variants[assignIndex(visitorHash, pageTest.id, pageTest.variants.length)]
      : undefined;
  const tagged = tag
    ? tests.find((t) => t.kind === "sequential")?.variants.find((v) => v.id === tag && v.startedAt !== null)
    : undefined;
  if (tagged) return { variantId: tagged.id, bio: shown?.bio ?? null, tag: tagged.id };
  if (shown) return { variantId: shown.id, bio: shown.bio, tag: null };
  return NO_VARIANT;
}
