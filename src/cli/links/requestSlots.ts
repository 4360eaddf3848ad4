// A fixed number of slots for requests: the crawl takes one before each request and gives it back
// when the answer (or the decision to retry) is in, so no more than `size` requests are ever open.

export interface RequestSlots {
  /** Resolves once a slot is free for `key`; a key that holds one already keeps it. */
  take(key: string): Promise<void>;
  /** Frees the slot `key` holds, if any, for the first waiting request. */
  give(key: string): void;
  /** Keys holding a slot now. */
  readonly held: number;
}

export function createRequestSlots(size: number): RequestSlots {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Request slots: size must be a whole number of 1 or more, got ${size}`);
  const holders = new Set<string>();
  const waiting: { key: string; start: () => void }[] = [];
  return {
    take(key) {
      if (holders.has(key)) return Promise.resolve();
      if (holders.size < size) {
        holders.add(key);
        return Promise.resolve();
      }
      return new Promise((start) => waiting.push({ key, start }));
    },
    give(key) {
      if (!holders.delete(key)) return;
      for (let next = waiting.shift(); next; next = waiting.shift()) {
        const shares = holders.has(next.key);
        holders.add(next.key);
        next.start();
        if (!shares) return;
      }
    },
    get held() {
      return holders.size;
    },
  };
}
