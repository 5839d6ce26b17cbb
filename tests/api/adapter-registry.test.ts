import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { shopFamilies, type ShopFamilies } from '../../adapters/node/adapter-families';
import { composeServer } from '../../adapters/node/composition-root';
import { ConfigError, readConfig } from '../../adapters/node/config';
import { authEmulatorHost, TEST_PROJECT_ID } from '../support/auth-emulator';
import { signedInAdmin } from '../support/customers';
import { throwawayImagesAdapter } from '../support/fixtures/throwaway-images-adapter';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-registry-'));
  dirs.push(dir);
  return dir;
};

// The one line that adds an adapter: the fixture, in its family's list.
const withThrowaway: ShopFamilies = { ...shopFamilies, images: { ...shopFamilies.images, adapters: [...shopFamilies.images.adapters, throwawayImagesAdapter] } };

// Each test signs its own admin up with the emulator, which keeps the accounts of the whole run.
const ADMINS = [1, 2].map((n) => `registry-admin-${n}-${crypto.randomUUID().slice(0, 8)}@example.com`);

/** The server as main.ts composes it, with `env` on top of the local defaults. */
async function compose(env: Record<string, string>, families: ShopFamilies = shopFamilies) {
  const dir = folder();
  const base = { FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost(), FIREBASE_PROJECT_ID: TEST_PROJECT_ID, MAIL_TRANSPORT: 'none', DATA_DIR: dir, WEB_ROOT: dir, ADMIN_EMAILS: ADMINS.join(','), LOG_LEVEL: 'silent' };
  return composeServer(readConfig({ ...base, ...env }, families));
}

const picture = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } }).png().toBuffer();

describe('an adapter added through the registry', () => {
  it('is chosen by its setting: the server starts with it, serves what it keeps and lets its origins into the page', async () => {
    const { app } = await compose({ IMAGES_ADAPTER: 'throwaway', THROWAWAY_PREFIX: '/pictures/' }, withThrowaway);
    try {
      const admin = await signedInAdmin(app, ADMINS[0]);
      const upload = await app.inject({ method: 'POST', url: '/api/images', headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'image/png' }, payload: await picture() });
      expect(upload.statusCode).toBe(201);
      expect(upload.json().url).toBe('/pictures/1.bin');
      expect((await app.inject({ method: 'GET', url: '/pictures/1.bin' })).rawPayload.byteLength).toBeGreaterThan(0);
      expect((await app.inject({ method: 'GET', url: '/pictures/2.bin' })).statusCode).toBe(404);
      const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(page.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/pictures\.example/);
    } finally {
      await app.close();
    }
  });

  it('stops the start on an unknown adapter, or a bad setting of the one chosen, naming the setting', () => {
    const env = { FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost(), MAIL_TRANSPORT: 'none' };
    expect(() => readConfig({ ...env, IMAGES_ADAPTER: 'throwaway' })).toThrow(new ConfigError('Configuration: IMAGES_ADAPTER must be one of local (it is "throwaway")'));
    expect(() => readConfig({ ...env, IMAGES_ADAPTER: 'throwaway' }, withThrowaway)).toThrow(new ConfigError('Configuration: THROWAWAY_PREFIX must be a path such as /pictures/'));
    expect(() => readConfig({ ...env, IMAGES_ADAPTER: 'throwaway', THROWAWAY_PREFIX: 'pictures' }, withThrowaway)).toThrow(/THROWAWAY_PREFIX must be a path/);
  });
});

describe('pictures kept in another folder', () => {
  it('are stored there and served from there', async () => {
    const other = folder();
    const { app } = await compose({ IMAGES_DIR: other });
    try {
      const admin = await signedInAdmin(app, ADMINS[1]);
      const upload = await app.inject({ method: 'POST', url: '/api/images', headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'image/png' }, payload: await picture() });
      const { url } = upload.json() as { url: string };
      expect(readdirSync(other)).toEqual([path.basename(url)]);
      const served = await app.inject({ method: 'GET', url });
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    } finally {
      await app.close();
    }
  });
});
