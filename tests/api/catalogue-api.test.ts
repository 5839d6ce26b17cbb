import { afterAll } from 'vitest';
import { HttpClient } from '../../adapters/http/client/http-client';
import { inProcessFetch } from '../../adapters/http/in-process-fetch';
import { catalogueApiContract } from '../contracts/catalogue-api.contract';
import { startTestServer } from '../support/test-server';

const closers: (() => Promise<unknown>)[] = [];
afterAll(() => Promise.all(closers.map((close) => close())));

// The one client, first over the dispatcher in this process, then over HTTP to the Fastify server.
catalogueApiContract('in-process dispatcher', async () => {
  const { app, dispatch, products } = await startTestServer();
  closers.push(() => app.close());
  return { api: new HttpClient('http://shop.test', inProcessFetch(dispatch)), products };
});

catalogueApiContract('HTTP', async () => {
  const { app, products } = await startTestServer();
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  closers.push(() => app.close());
  return { api: new HttpClient(address), products };
});
