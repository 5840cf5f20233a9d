import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as PageAnalytics from "./page-analytics";

// A batch of page events the server did not take (offline, a full queue's 503, a 5xx) is sent
// again after growing pauses, and as a beacon when the page goes away, before it is dropped.

type Analytics = typeof PageAnalytics;

const listeners: Record<string, () => void> = {};
let fetchMock: ReturnType<typeof vi.fn>;
let beacon: ReturnType<typeof vi.fn>;

async function freshModule(): Promise<Analytics> {
  vi.resetModules();
  return import("./page-analytics");
}

const answer = (status: number) => Promise.resolve(new Response(null, { status }));
const sentBodies = () => fetchMock.mock.calls.map((call) => String((call[1] as RequestInit).body));

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn();
  beacon = vi.fn(() => true);
  vi.stubGlobal("window", { addEventListener: (type: string, fn: () => void) => (listeners[type] = fn) });
  vi.stubGlobal("document", { addEventListener: vi.fn(), visibilityState: "visible" });
  vi.stubGlobal("navigator", { sendBeacon: beacon });
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "debug").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function sendOneBatch(analytics: Analytics) {
  analytics.trackEvent("feature_used", { category: "tour", label: "Tour", path: "/instagram" });
  analytics.flushEvents();
  await vi.advanceTimersByTimeAsync(0);
}

describe("page analytics delivery", () => {
  it("sends a refused batch again after growing pauses until the server takes it", async () => {
    const analytics = await freshModule();
    fetchMock
      .mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")))
      .mockImplementationOnce(() => answer(503))
      .mockImplementation(() => answer(202));
    await sendOneBatch(analytics);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const [first, second] = analytics.SEND_RETRY_DELAYS_MS;
    await vi.advanceTimersByTimeAsync(first - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(second);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    // Taken: nothing more is sent, and every try carried the same batch.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(new Set(sentBodies()).size).toBe(1);
    expect(JSON.parse(sentBodies()[0] ?? "{}").events).toHaveLength(1);
  });

  it("does not retry a 4xx, and drops a batch only after the last try", async () => {
    const analytics = await freshModule();
    fetchMock.mockImplementation(() => answer(400));
    await sendOneBatch(analytics);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockReset();
    fetchMock.mockImplementation(() => answer(500));
    await sendOneBatch(analytics);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1 + analytics.SEND_RETRY_DELAYS_MS.length);
  });

  it("a batch waiting for its retry leaves as a beacon when the page is hidden", async () => {
    const analytics = await freshModule();
    fetchMock.mockImplementation(() => answer(503));
    await sendOneBatch(analytics);
    expect(beacon).not.toHaveBeenCalled();

    listeners.pagehide?.();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[0]).toBe(analytics.EVENTS_ENDPOINT);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
