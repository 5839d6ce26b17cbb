import { afterAll } from 'vitest';
import { httpCardConfirmation } from '../../adapters/http/client/http-card-confirmation';
import { HttpClient } from '../../adapters/http/client/http-client';
import { SandboxCardPayments } from '../../adapters/sandbox-card/browser/sandbox-card-payments';
import { cardPaymentsContract } from '../contracts/card-payments.contract';
import { testCards } from '../support/sandbox-cards';
import { startTestServer } from '../support/test-server';

const closers: (() => Promise<unknown>)[] = [];
afterAll(() => Promise.all(closers.map((close) => close())));

// The browser half over HTTP to the shop's embedded provider, as the card form uses it.
cardPaymentsContract('sandbox', async () => {
  const { app, sandbox } = await startTestServer();
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  closers.push(() => app.close());
  const http = new HttpClient(address);
  return { processor: sandbox, cardPayments: (card) => new SandboxCardPayments(httpCardConfirmation(http), () => testCards[card]) };
});
