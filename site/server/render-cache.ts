/**
 * A bounded least-recently-used cache: a hard cap on entries and on total bytes, and an age limit.
 * Every per-process cache of the render path is one of these, so none can grow with the traffic
 * (random paths, query variants, languages).
 */
export type LruOptions<V> = {
  maxEntries: number;
  /** Cap on the sum of `sizeOf` over the entries; an entry larger than this is not kept at all. */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
  /** Entries older than this are dropped when read (pages that embed the year or a build's data). */
  ttlMs?: number;
  now?: () => number;
};

export class LruCache<V> {
  readonly #map = new Map<string, { value: V; bytes: number; at: number }>();
  readonly #options: LruOptions<V>;
  #bytes = 0;

  constructor(options: LruOptions<V>) {
    this.#options = options;
  }

  get size(): number {
    return this.#map.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): V | undefined {
    const entry = this.#map.get(key);
    if (!entry) return undefined;
    const { ttlMs, now = Date.now } = this.#options;
    if (ttlMs !== undefined && now() - entry.at > ttlMs) {
      this.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry most recently used.
    this.#map.delete(key);
    this.#map.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const { maxEntries, maxBytes = Number.POSITIVE_INFINITY, sizeOf, now = Date.now } = this.#options;
    const bytes = sizeOf ? sizeOf(value) : 0;
    this.delete(key);
    if (bytes > maxBytes || maxEntries <= 0) return;
    this.#map.set(key, { value, bytes, at: now() });
    this.#bytes += bytes;
    for (const oldest of this.#map.keys()) {
      if (this.#map.size <= maxEntries && this.#bytes <= maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.#map.get(key);
    if (!entry) return;
    this.#map.delete(key);
    this.#bytes -= entry.bytes;
  }

  clear(): void {
    this.#map.clear();
    this.#bytes = 0;
  }
}
