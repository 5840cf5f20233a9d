// A bounded map that forgets the entry read least recently once it holds `max` entries.
// Synchronous and in this process only: for values that are costly to make and cheap to keep.

export interface Lru<K, V> {
  /** The kept value (now the most recently read), or undefined. */
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  delete(key: K): void;
  readonly size: number;
}

export function lru<K, V>(max: number): Lru<K, V> {
  // A Map iterates in insertion order: re-inserting on every read keeps the oldest read first.
  const entries = new Map<K, V>();
  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > max) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    delete(key) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
