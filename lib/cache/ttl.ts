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

export interface TtlMap<K, V> {
  /** The value kept for `key`, or a new load when there is none or it is `ttlMs` old. */
  get(key: K, now?: number): Promise<V>;
  /** Forgets the keys `which` accepts, so their next `get` loads again. */
  forget(which: (key: K) => boolean): void;
}

/** `ttlCache` per key, holding at most `maxKeys` (the oldest go first). */
export function ttlMap<K, V>(ttlMs: number, maxKeys: number, load: (key: K) => Promise<V>): TtlMap<K, V> {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key, now = Date.now()) {
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      const entry = { at: now, value: load(key) };
      entries.delete(key);
      if (entries.size >= maxKeys) entries.delete(entries.keys().next().value as K);
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    forget(which) {
      for (const key of [...entries.keys()]) if (which(key)) entries.delete(key);
    },
  };
}
