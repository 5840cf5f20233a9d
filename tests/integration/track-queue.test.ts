import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as share } from "@/app/api/bio/share/route";
import { POST as track } from "@/app/api/track/route";
import { countBioTrackEvents, listTrackEvents, recordTrackEventBatch } from "@/lib/db/track-events";
import type * as TrackEventsModule from "@/lib/db/track-events";
import {
  enqueueTrackEvent,
  flushTrackEvents,
  MAX_PENDING,
  RETRY_DELAYS_MS,
  TRACK_QUEUE_FULL_MESSAGE,
} from "@/lib/track/track-queue";
import { callRoute } from "../support/call-route";
import { registerUser } from "../support/users";

// Events are not lost: an event answered with 202 is stored, even when the database fails for
// a moment; a queue that cannot take more answers 503 rather than a 202 that stores nothing.

// The real batch writer, wrapped so a test can make the database fail for a while.
vi.mock("@/lib/db/track-events", async (importOriginal) => {
  const mod = await importOriginal<typeof TrackEventsModule>();
  return { ...mod, recordTrackEventBatch: vi.fn(mod.recordTrackEventBatch) };
});
const writer = vi.mocked(recordTrackEventBatch);
const realWriter = (await vi.importActual<typeof TrackEventsModule>("@/lib/db/track-events")).recordTrackEventBatch;

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const post = (bioId: string) =>
  callRoute(track, { path: "/api/track", body: { bioId, event: "click" }, headers: { "user-agent": BROWSER } });

async function newShare() {
  const { auth } = await registerUser();
  const res = await callRoute(share, {
    path: "/api/bio/share",
    body: { description: "climber", tone: "bold", generatedBio: "Chalk, rope, repeat 🧗" },
    headers: auth,
  });
  return String(res.body.shareableId);
}

const databaseLocked = () => Promise.reject(new Error("database is locked"));

afterEach(async () => {
  writer.mockReset();
  writer.mockImplementation(realWriter);
  await flushTrackEvents();
});

describe("track queue", () => {
  it("retries a failed batch with growing pauses, and stores it once the database answers", async () => {
    const bioId = await newShare();
    const attempts: number[] = [];
    writer.mockImplementation((args) => {
      attempts.push(Date.now());
      return attempts.length <= 3 ? databaseLocked() : realWriter(args);
    });
    for (let i = 0; i < 3; i++) expect((await post(bioId)).status).toBe(202);
    await flushTrackEvents();

    expect(await listTrackEvents({ bioId })).toHaveLength(3);
    expect(attempts).toHaveLength(4);
    const pauses = attempts.slice(1).map((t, i) => t - (attempts[i] ?? t));
    // Each pause at least as long as planned, and each longer than the one before.
    pauses.forEach((pause, i) => expect(pause).toBeGreaterThanOrEqual((RETRY_DELAYS_MS[i] ?? 0) - 2));
    pauses.slice(1).forEach((pause, i) => expect(pause).toBeGreaterThan(pauses[i] ?? Infinity));
  });

  it("gives a batch up only after the last retry, and goes on storing later events", async () => {
    const bioId = await newShare();
    writer.mockImplementation(databaseLocked);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect((await post(bioId)).status).toBe(202);
    await flushTrackEvents();
    expect(writer).toHaveBeenCalledTimes(1 + RETRY_DELAYS_MS.length);
    expect(errors).toHaveBeenCalledWith("[track] rows dropped after retries", expect.objectContaining({ count: 1 }));
    vi.restoreAllMocks();

    writer.mockImplementation(realWriter);
    expect((await post(bioId)).status).toBe(202);
    await flushTrackEvents();
    expect(await listTrackEvents({ bioId })).toHaveLength(1);
  });

  it("a full queue answers 503 { message } with Retry-After; every 202 is stored", async () => {
    const bioId = await newShare();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    writer.mockImplementation(async (args) => {
      await held;
      return realWriter(args);
    });
    let accepted = 0;
    // Bounded, so a queue that never says "full" fails here instead of filling the memory.
    while (accepted <= MAX_PENDING && enqueueTrackEvent({ bioId, event: "view", source: "load-test" })) accepted += 1;
    expect(accepted).toBe(MAX_PENDING);

    const full = await post(bioId);
    expect(full.status).toBe(503);
    expect(full.body).toEqual({ message: TRACK_QUEUE_FULL_MESSAGE });
    expect(Number(full.headers.get("retry-after"))).toBeGreaterThan(0);

    release();
    await flushTrackEvents();
    const after = await post(bioId);
    expect(after.status).toBe(202);
    await flushTrackEvents();
    expect(await countBioTrackEvents({ bioId, event: "view" })).toBe(MAX_PENDING);
    expect(await countBioTrackEvents({ bioId, event: "click" })).toBe(1);
  });
});
