import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { composeServer } from '../../adapters/node/composition-root';
import { readConfig } from '../../adapters/node/config';
import { authEmulatorHost, TEST_PROJECT_ID } from '../support/auth-emulator';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The server as main.ts composes it, on a PGlite of its own, with `env` on top of the local defaults. */
async function compose(env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-compose-'));
  dirs.push(dir);
  return composeServer(readConfig({ FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost(), FIREBASE_PROJECT_ID: TEST_PROJECT_ID, MAIL_TRANSPORT: 'none', DATA_DIR: dir, WEB_ROOT: dir, ...env }));
}

describe('the card provider, chosen by configuration', () => {
  it('is the embedded sandbox by default, with its confirm endpoint and no Stripe in the page policy', async () => {
    const { app } = await compose();
    try {
      const config = await app.inject({ method: 'GET', url: '/api/payment-config' });
      expect(config.json()).toEqual({ provider: 'sandbox' });
      const page = await app.inject({ method: 'GET', url: '/dashboard/payment/x', headers: { accept: 'text/html' } });
      expect(page.headers['content-security-policy']).not.toContain('stripe.com');
      const confirm = await app.inject({ method: 'POST', url: '/api/sandbox-card/confirm', payload: { clientSecret: 'x', number: '4242', expiry: '12/34', cvc: '123', name: 'A', email: 'a@example.com' } });
      expect(confirm.statusCode).toBe(400);
      expect((await app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: {} })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('is Stripe with its three keys: the publishable key for the browser, its webhook, and Stripe allowed in the page', async () => {
    const { app } = await compose({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' });
    try {
      const config = await app.inject({ method: 'GET', url: '/api/payment-config' });
      expect(config.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_123' });
      const page = await app.inject({ method: 'GET', url: '/dashboard/payment/x', headers: { accept: 'text/html' } });
      expect(page.headers['content-security-policy']).toContain('https://js.stripe.com');
      const unsigned = await app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect(unsigned.statusCode).toBe(400);
      expect(unsigned.json()).toEqual({ type: 'invalid_data', message: expect.stringMatching(/signature/) });
      expect((await app.inject({ method: 'POST', url: '/api/sandbox-card/confirm', payload: {} })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
