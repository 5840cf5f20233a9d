import { Worker } from "node:worker_threads";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { composeBios } from "./compose";
import { composeOffThread, composerThread, useComposerWorkerForTests } from "./composer-thread";
import type { BioRequest } from "./types";

// The composer on its own thread: the same bios as on the request's thread, and a thread that
// dies never loses a request.

const REQUESTS: BioRequest[] = [
  {
    description: "Pastry chef in Lisbon who loves sourdough and surfing at dawn",
    tone: "bold",
    platform: "instagram",
    seed: 1,
  },
  { description: "Marathon runner and ICU nurse, coffee first", tone: "funny", platform: "tiktok", seed: 2 },
  {
    description: "Freelance photographer chasing light across India, weddings",
    tone: "poetic",
    platform: "twitter",
    seed: 3,
  },
  {
    description: "Indie game developer making cozy games about plants",
    tone: "professional",
    platform: "linkedin",
    seed: 4,
  },
];
const worker = (name: string) => () => new Worker(new URL(`../../tests/support/${name}`, import.meta.url));

afterEach(async () => {
  vi.restoreAllMocks();
  await useComposerWorkerForTests(null);
});
afterAll(() => useComposerWorkerForTests(null));

describe("composeOffThread", () => {
  it("composes on the calling thread in tests and under `next dev`", async () => {
    expect(await composeOffThread(REQUESTS[0] as BioRequest)).toEqual(composeBios(REQUESTS[0] as BioRequest));
    expect(composerThread()).toBe("request thread");
  });

  it("gives the same bios on its own thread, for requests sent together", async () => {
    await useComposerWorkerForTests(worker("composer-worker.mjs"));
    const results = await Promise.all(REQUESTS.map((req) => composeOffThread(req)));
    expect(composerThread()).toBe("own thread");
    expect(results).toEqual(REQUESTS.map((req) => composeBios(req)));
    expect(results.every((r) => r.variations.length === 3 && r.engine === "composer")).toBe(true);
  }, 30_000);

  it("composes the requests a dying thread held on the calling thread, and says so in the log", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await useComposerWorkerForTests(worker("failing-worker.mjs"));
    const results = await Promise.all(REQUESTS.map((req) => composeOffThread(req)));
    expect(results).toEqual(REQUESTS.map((req) => composeBios(req)));
    expect(composerThread()).toBe("request thread");
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining("the composer's thread stopped"),
      expect.objectContaining({ held: REQUESTS.length }),
    );
    // Within the pause before a new thread is tried, requests are composed here at once.
    expect(await composeOffThread(REQUESTS[1] as BioRequest)).toEqual(composeBios(REQUESTS[1] as BioRequest));
    expect(composerThread()).toBe("request thread");
  }, 30_000);
});
