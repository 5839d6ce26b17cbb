import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Container, ContainerModule } from 'inversify';
import sharp from 'sharp';
import { PORTS } from '../../adapters/composition/shop-ids';
import { afterAll, describe, expect, it } from 'vitest';
import { shopFamilies, type ShopFamilies } from '../../adapters/node/adapter-families';
import { composeServer } from '../../adapters/node/composition-root';
import { ConfigError, readConfig } from '../../adapters/node/config';
import { authEmulatorHost, TEST_PROJECT_ID } from '../support/auth-emulator';
import { signedInAdmin } from '../support/customers';
import { countingMailModule, handed } from '../support/fixtures/counting-mail-module';
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
const ADMINS = [1, 2, 3].map((n) => `registry-admin-${n}-${crypto.randomUUID().slice(0, 8)}@example.com`);

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
    expect(() => readConfig({ ...env, IMAGES_ADAPTER: 'throwaway' })).toThrow(new ConfigError('Configuration: IMAGES_ADAPTER must be one of local, memory (it is "throwaway")'));
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

describe('an adapter decorated with onActivation', () => {
  it('is what the use cases receive: the decoration runs, then the adapter as it was', async () => {
    const sent: string[] = [];
    const container = new Container({ defaultScope: 'Singleton' });
    container.load(
      new ContainerModule(({ bind }) => {
        bind(PORTS.MailTransport).toConstantValue({ send: async (message) => void sent.push(message.to) });
      }),
      countingMailModule,
    );
    await container.get(PORTS.MailTransport).send({ to: 'ann@example.com', replyTo: null, subject: 'Hello', html: '<p>Hello</p>', text: 'Hello' });
    expect([handed.count, sent]).toEqual([1, ['ann@example.com']]);
  });
});

describe('the adapters kept in the repository as examples', () => {
  it('MAIL_TRANSPORT=json-file keeps each email the shop sends as a JSON file in its folder', async () => {
    const sentMail = folder();
    const { app } = await compose({ MAIL_TRANSPORT: 'json-file', MAIL_JSON_DIR: sentMail });
    try {
      const sent = await app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Ann Archer', email: 'ann@example.com', message: 'Do you sharpen chisels?' } });
      expect(sent.statusCode).toBe(201);
      // The outbox's sender looks every second; the message to the shop and the acknowledgement arrive.
      await expect.poll(() => readdirSync(sentMail).filter((name) => name.endsWith('.json')).length, { timeout: 10_000 }).toBe(2);
      const files = readdirSync(sentMail).map((name) => JSON.parse(readFileSync(path.join(sentMail, name), 'utf8')) as { to: string; text: string });
      expect(files.map((mail) => mail.to).sort()).toEqual(['ann@example.com', 'shop@hartwell.example']);
      expect(files.find((mail) => mail.to === 'shop@hartwell.example')?.text).toContain('Do you sharpen chisels?');
    } finally {
      await app.close();
    }
  });

  it('IMAGES_ADAPTER=memory keeps pictures in memory and serves them, and refuses what is not a picture', async () => {
    const { app } = await compose({ IMAGES_ADAPTER: 'memory', DATA_ADAPTER: 'memory' });
    try {
      const admin = await signedInAdmin(app, ADMINS[2]);
      const upload = (payload: Buffer) => app.inject({ method: 'POST', url: '/api/images', headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'image/png' }, payload });
      expect((await upload(Buffer.from('hello'))).statusCode).toBe(400);
      const { url } = (await upload(await picture())).json() as { url: string };
      const served = await app.inject({ method: 'GET', url });
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 40, height: 30 });
      expect((await app.inject({ method: 'GET', url: '/images/none.webp' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
