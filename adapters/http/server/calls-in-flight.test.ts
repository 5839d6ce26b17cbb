import Fastify from 'fastify';
import { expect, it } from 'vitest';
import type { Dispatch, Handlers } from '../dispatcher';
import { CallsInFlight } from './calls-in-flight';
import { serveContract } from './serve-contract';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('keeps the database open at a stop until a call whose client hung up has finished with it', async () => {
  const inFlight = new CallsInFlight();
  let databaseOpen = true;
  let begun!: () => void;
  const started = new Promise<void>((resolve) => (begun = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const used: boolean[] = [];
  // An order being placed: it reaches the database only after its client has gone.
  const dispatch: Dispatch = Object.assign(
    async () => {
      begun();
      await released;
      used.push(databaseOpen);
      return { status: 201, body: { placed: true }, headers: {} };
    },
    { admit: async () => ({ route: 'placeOrder' as const, caller: null }), answered: () => undefined },
  );
  const app = Fastify();
  await app.register((api) => serveContract(api, dispatch, { placeOrder: async () => ({}) } as unknown as Handlers, { inFlight }));
  // As the composition root does: the calls first, then the database.
  app.addHook('onClose', async () => {
    await inFlight.settled();
    databaseOpen = false;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };

  const client = new AbortController();
  const request = fetch(`http://127.0.0.1:${port}/api/order`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', signal: client.signal }).catch(() => 'hung up');
  await started;
  client.abort();
  expect(await request).toBe('hung up');
  expect(inFlight.count).toBe(1);

  const closed = app.close();
  await wait(100);
  expect(databaseOpen).toBe(true);
  release();
  await closed;
  expect(used).toEqual([true]);
  expect(databaseOpen).toBe(false);
  expect(inFlight.count).toBe(0);
});
