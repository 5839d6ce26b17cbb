import { describe, expect, it } from 'vitest';
import type { TokenStore } from '../../../core/ports/browser/session-api';
import { HttpClient } from './http-client';

/** A token store holding one token at a time, as the browser's does. */
const store = (token: string | null): TokenStore & { token: string | null } => ({
  token,
  get() {
    return this.token;
  },
  set(next: string) {
    this.token = next;
  },
  clear() {
    this.token = null;
  },
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refused = () => json(401, { type: 'unauthorized', message: 'Your session ended: sign in again' });

describe('a call refused because its session ended', () => {
  it('is sent again, once, with the session renewed while it was on its way', async () => {
    const tokens = store('old');
    const sent: (string | null)[] = [];
    const client = new HttpClient('http://shop.test', async (_url, init) => {
      const bearer = new Headers(init?.headers).get('authorization');
      sent.push(bearer);
      if (bearer === 'Bearer old') {
        // Another call's refusal renewed the session meanwhile.
        tokens.set('new');
        return refused();
      }
      return json(200, []);
    }, tokens);
    expect(await client.call('listAddresses')).toEqual([]);
    expect(sent).toEqual(['Bearer old', 'Bearer new']);
  });

  it('is refused as it was when the session is the same, and when none is held', async () => {
    const tokens = store('old');
    let calls = 0;
    const client = new HttpClient('http://shop.test', async () => (calls++, refused()), tokens);
    await expect(client.call('listAddresses')).rejects.toMatchObject({ type: 'unauthorized', status: 401 });
    expect(calls).toBe(1);

    tokens.clear();
    await expect(client.call('listAddresses')).rejects.toMatchObject({ type: 'unauthorized' });
    expect(calls).toBe(2);
  });

  it('is never sent again for a public route', async () => {
    let calls = 0;
    const client = new HttpClient('http://shop.test', async () => (calls++, refused()), store('old'));
    await expect(client.call('listProducts', { query: {} })).rejects.toMatchObject({ type: 'unauthorized' });
    expect(calls).toBe(1);
  });
});
