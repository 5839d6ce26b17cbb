import { LruMap } from 'toad-cache';

/**
 * Public catalogue answers kept as their JSON, encoded once, for a moment (a micro-cache): a busy
 * catalogue costs one query per address per `ttlMs`, however many visitors ask. Any write this
 * server makes clears it, so its own changes show at once; another server's show within `ttlMs`.
 * toad-cache (Fastify's own LRU) keeps at most `maxEntries` addresses, dropping the least asked.
 */
export class ResponseCache {
  private readonly entries: LruMap<Uint8Array<ArrayBuffer>> | null;

  constructor(ttlMs: number, maxEntries = 1_000) {
    // toad-cache reads a TTL of 0 as 'never expires': no cache at all here.
    this.entries = ttlMs > 0 ? new LruMap<Uint8Array<ArrayBuffer>>(maxEntries, ttlMs) : null;
  }

  get enabled() {
    return this.entries !== null;
  }

  get(key: string): Uint8Array<ArrayBuffer> | undefined {
    return this.entries?.get(key);
  }

  set(key: string, body: Uint8Array<ArrayBuffer>) {
    this.entries?.set(key, body);
  }

  clear() {
    this.entries?.clear();
  }
}
