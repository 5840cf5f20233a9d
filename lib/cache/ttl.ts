// One value kept in this process for a while: every caller within `ttlMs` of a read gets
// that read's promise, so concurrent misses share one load. A failed load is not kept.

export interface TtlCache<T> {
  /** The kept value, or a new load when there is none or it is `ttlMs` old. */
  get(now?: number): Promise<T>;
  /** The next `get` loads again. */
  clear(): void;
}

export function ttlCache<T>(ttlMs: number, load: (now: number) => Promise<T>): TtlCache<T> {
  let cached: { at: number; value: Promise<T> } | undefined;
  return {
    get(now = Date.now()) {
      if (cached && now - cached.at < ttlMs) return cached.value;
      const entry = { at: now, value: load(now) };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = undefined;
      });
      return entry.value;
    },
    clear() {
      cached = undefined;
    },
  };
}
