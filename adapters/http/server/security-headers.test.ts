import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { signInOrigins } from '../../firebase/server/sign-in-origins';
import { stripeAdapter } from '../../stripe/server/stripe-adapter';
import { API_HEADERS, securityHeaders } from './security-headers';

const emulator = { apiKey: 'demo-api-key', authDomain: 'demo-hartwell.firebaseapp.com', projectId: 'demo-hartwell', emulatorUrl: 'http://127.0.0.1:9099' };
const realFirebase = { apiKey: 'key', authDomain: 'hartwell-shop.firebaseapp.com', projectId: 'hartwell-shop', emulatorUrl: null };

async function headersWith(authConfig: typeof emulator | typeof realFirebase, stripe: boolean, url = '/login') {
  const app = Fastify();
  // What the Stripe adapter brings when chosen, started with its keys.
  const stripeOrigins = stripe ? [(await stripeAdapter.start({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }, { dataDir: '.', mailFrom: 'shop@example.com' })).pageOrigins!] : [];
  securityHeaders(app, [signInOrigins(authConfig), ...stripeOrigins]);
  app.get('/login', async (_request, reply) => reply.type('text/html').send('<!doctype html>'));
  app.get('/api/products', async () => ({ items: [] }));
  const res = await app.inject({ method: 'GET', url });
  await app.close();
  return res.headers;
}

describe('security headers', () => {
  it('on pages admit only the page itself and the local emulator by default', async () => {
    const headers = await headersWith(emulator, false);
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:9099");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/google|stripe/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it("admit Google's sign-in endpoints only for a real Firebase project", async () => {
    const csp = String((await headersWith(realFirebase, false))['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://apis.google.com");
    expect(csp).toContain('https://identitytoolkit.googleapis.com');
    expect(csp).toContain('frame-src https://hartwell-shop.firebaseapp.com');
    expect(csp).not.toMatch(/stripe|127\.0\.0\.1/);
  });

  it('on JSON answers are the short API set: nothing may load, no frame may hold it', async () => {
    for (const stripe of [false, true]) {
      const headers = await headersWith(realFirebase, stripe, '/api/products?limit=20');
      expect(headers).toMatchObject(API_HEADERS);
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });

  it("admit Stripe's script, API and frames only when Stripe is the card provider", async () => {
    const csp = String((await headersWith(emulator, true))['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('https://api.stripe.com');
    expect(csp).toContain('https://hooks.stripe.com');
  });
});
