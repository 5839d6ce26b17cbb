interface Entry {
  body: string;
  expires: number;
}

/**
 * Public catalogue answers kept as their JSON bytes for a moment (a micro-cache): a busy
 * catalogue costs one query per address per `ttlMs`, however many visitors ask. Any write this
 * server makes clears it, so its own changes show at once; another server's show within `ttlMs`.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > this.now()) return entry.body;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, body: string) {
    if (!this.enabled) return;
    const now = this.now();
    if (this.entries.size >= this.maxEntries) {
      for (const [k, entry] of this.entries) if (entry.expires <= now) this.entries.delete(k);
      // Still full of live answers: addresses past these are answered from the database.
      if (this.entries.size >= this.maxEntries) return;
    }
    this.entries.set(key, { body, expires: now + this.ttlMs });
  }

  clear() {
    this.entries.clear();
  }
}
