import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_LIMITS } from '../http/server/connection-limits';
import { ConfigError, readConfig, readDatabaseConfig } from './config';

const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', SMTP_URL: 'smtp://127.0.0.1:1025' };
const local = emulator;
const realFirebase = { FIREBASE_PROJECT_ID: 'hartwell-shop', FIREBASE_API_KEY: 'key', FIREBASE_AUTH_DOMAIN: 'hartwell-shop.firebaseapp.com' };

describe('server configuration', () => {
  it('runs on its embedded defaults with the local emulator and mail catcher', () => {
    const config = readConfig(local);
    expect(config).toMatchObject({
      orderHoldMinutes: 60,
      unpaidUnits: { confirmed: 1000, unconfirmed: 50 },
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      webRoot: path.resolve('dist'),
      logLevel: 'info',
      metrics: { port: null, host: '127.0.0.1', token: null },
      trustProxy: false,
      connectionLimits: DEFAULT_CONNECTION_LIMITS,
      auth: { adminEmails: ['admin@hartwell.example'], sessionSecret: undefined, sessionTtlSeconds: 3600 },
      mail: { from: 'Hartwell Tools <shop@hartwell.example>', notifyEmail: 'shop@hartwell.example', shopUrl: 'http://127.0.0.1:3000', retry: { maxAttempts: 8, firstRetryMs: 60_000, maxRetryMs: 3_600_000 } },
    });
    expect(Object.fromEntries(Object.entries(config.adapters).map(([family, chosen]) => [family, chosen.name]))).toEqual({ data: 'pglite', identity: 'firebase', images: 'local', mail: 'smtp', cards: 'sandbox' });
  });

  it("sends mail to the SMTP server named, from and to the addresses given, with links to the shop's public address", () => {
    const mail = readConfig({
      ...emulator,
      SMTP_URL: 'smtps://shop:secret@mail.example.com:465',
      MAIL_FROM: 'orders@hartwell.example',
      SHOP_NOTIFY_EMAIL: 'Sales@Hartwell.example',
      PUBLIC_URL: 'https://shop.hartwell.example',
      MAIL_MAX_ATTEMPTS: '3',
      MAIL_FIRST_RETRY_SECONDS: '10',
    }).mail;
    expect(mail).toEqual({
      from: 'orders@hartwell.example',
      notifyEmail: 'sales@hartwell.example',
      shopUrl: 'https://shop.hartwell.example',
      retry: { maxAttempts: 3, firstRetryMs: 10_000, maxRetryMs: 3_600_000 },
    });
    expect(readConfig({ ...emulator, HOST: '0.0.0.0', PORT: '8080' }).mail.shopUrl).toBe('http://127.0.0.1:8080');
    expect(() => readConfig({ ...emulator, SMTP_URL: 'mail server' })).toThrow(/SMTP_URL must be a URL/);
    expect(() => readConfig({ ...emulator, SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
    expect(() => readConfig({ ...emulator, MAIL_FROM: 'Hartwell Tools' })).toThrow(/MAIL_FROM must be an email address/);
    expect(() => readConfig({ ...emulator, SHOP_NOTIFY_EMAIL: 'sales' })).toThrow(/SHOP_NOTIFY_EMAIL must be an email address/);
    expect(() => readConfig({ ...emulator, PUBLIC_URL: 'https://shop.hartwell.example/shop' })).toThrow(/PUBLIC_URL must be the shop's address/);
    expect(() => readConfig({ ...emulator, MAIL_MAX_ATTEMPTS: '0' })).toThrow(/MAIL_MAX_ATTEMPTS must be a whole number of tries/);
    expect(() => readConfig({ ...emulator, METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT must be a port number/);
    expect(() => readConfig({ ...emulator, PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => readConfig({ ...emulator, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be 24 or more characters/);
    expect(readConfig({ ...emulator, METRICS_PORT: '9464', METRICS_TOKEN: 'a-token-of-twenty-four-chars' }).metrics).toEqual({ port: 9464, host: '127.0.0.1', token: 'a-token-of-twenty-four-chars' });
  });

  it('takes card payments with Stripe when all three of its keys are set, and refuses some without the others', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(readConfig({ ...emulator, ...stripe }).adapters.cards.name).toBe('stripe');
    expect(readConfig({ ...emulator, ...stripe, CARD_PROVIDER: 'sandbox' }).adapters.cards.name).toBe('sandbox');
    expect(() => readConfig({ ...emulator, STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together/);
    expect(() => readConfig({ ...emulator, ...stripe, STRIPE_PUBLISHABLE_KEY: 'sk_test_oops' })).toThrow(/STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key/);
  });

  it('takes PostgreSQL, a port, a real Firebase project and the first admins from the environment', () => {
    const config = readConfig({ ...realFirebase, SMTP_URL: 'smtp://mail', PORT: '8080', DATABASE_URL: 'postgres://shop@db:5432/shop', SESSION_SECRET: 's'.repeat(40), ADMIN_EMAILS: 'Boss@Example.com, ops@example.com' });
    expect(config.port).toBe(8080);
    expect([config.adapters.data.name, config.adapters.identity.name]).toEqual(['postgres', 'firebase']);
    expect(config.auth).toMatchObject({ adminEmails: ['Boss@Example.com', 'ops@example.com'] });
  });

  it('takes each per-minute limit on costly calls, per account and per address, from the environment', () => {
    expect(
      readConfig({
        ...emulator,
        ORDERS_PER_MINUTE: '100',
        UPLOADS_PER_MINUTE: '5',
        ORDERS_PER_MINUTE_PER_ADDRESS: '200',
        SIGN_INS_PER_MINUTE_PER_ADDRESS: '7',
        MESSAGES_PER_MINUTE: '2',
        ADDRESSES_PER_MINUTE: '8',
        ADDRESSES_PER_MINUTE_PER_ADDRESS: '16',
      }).rateLimits,
    ).toEqual({
      perAccount: { orders: 100, payments: 20, uploads: 5, emails: 5, addresses: 8 },
      perAddress: { orders: 200, payments: 40, uploads: 30, signIns: 7, messages: 2, emails: 10, addresses: 16 },
    });
    expect(() => readConfig({ ...emulator, ADDRESSES_PER_MINUTE_PER_ADDRESS: '0' })).toThrow(/ADDRESSES_PER_MINUTE_PER_ADDRESS must be a whole number of calls per minute/);
    expect(() => readConfig({ ...emulator, SIGN_INS_PER_MINUTE_PER_ADDRESS: '0' })).toThrow(/SIGN_INS_PER_MINUTE_PER_ADDRESS must be a whole number of calls per minute/);
    expect(() => readConfig({ ...emulator, PAYMENTS_PER_MINUTE: '0' })).toThrow(/PAYMENTS_PER_MINUTE must be a whole number of calls per minute/);
    expect(() => readConfig({ ...emulator, ORDERS_PER_MINUTE: 'lots' })).toThrow(/ORDERS_PER_MINUTE/);
  });

  it('trusts the proxies it is told of to name the client address, by count or by address, and no others', () => {
    expect(readConfig({ ...emulator, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ ...emulator, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1,::1');
    for (const bad of ['true', 'all', '10.0.0.0/33', '300.1.1.1', '0']) expect(() => readConfig({ ...emulator, TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must be a number of proxies/);
  });

  it('takes the timeouts on slow clients, in seconds, and the most connections from the environment', () => {
    const env = { ...emulator, HEADERS_TIMEOUT_SECONDS: '5', REQUEST_TIMEOUT_SECONDS: '60', IDLE_TIMEOUT_SECONDS: '20', KEEP_ALIVE_TIMEOUT_SECONDS: '75', MAX_CONNECTIONS: '250' };
    expect(readConfig(env).connectionLimits).toEqual({ headersTimeoutMs: 5_000, requestTimeoutMs: 60_000, idleTimeoutMs: 20_000, keepAliveTimeoutMs: 75_000, maxConnections: 250 });
    expect(() => readConfig({ ...emulator, REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS must be a whole number of seconds, at least 1/);
    expect(() => readConfig({ ...emulator, IDLE_TIMEOUT_SECONDS: '1.5' })).toThrow(/IDLE_TIMEOUT_SECONDS/);
    expect(() => readConfig({ ...emulator, MAX_CONNECTIONS: 'unlimited' })).toThrow(/MAX_CONNECTIONS must be a whole number of connections/);
    expect(() => readConfig({ ...emulator, HEADERS_TIMEOUT_SECONDS: '40' })).toThrow(/HEADERS_TIMEOUT_SECONDS must not be above REQUEST_TIMEOUT_SECONDS/);
  });

  it('reads the caps on unpaid units, the one before confirming never above the other', () => {
    expect(readConfig({ ...emulator, UNPAID_UNITS_PER_ACCOUNT: '2000', UNPAID_UNITS_BEFORE_CONFIRMING: '20' }).unpaidUnits).toEqual({ confirmed: 2000, unconfirmed: 20 });
    expect(() => readConfig({ ...emulator, UNPAID_UNITS_PER_ACCOUNT: 'many' })).toThrow(/UNPAID_UNITS_PER_ACCOUNT must be a whole number of units/);
    expect(() => readConfig({ ...emulator, UNPAID_UNITS_PER_ACCOUNT: '10' })).toThrow(/UNPAID_UNITS_BEFORE_CONFIRMING must not be above UNPAID_UNITS_PER_ACCOUNT/);
  });

  it('stops on a bad value with a message naming it', () => {
    expect(() => readConfig({ ...emulator, PORT: 'eighty' })).toThrow(new ConfigError('Configuration: PORT must be a port number'));
    expect(() => readConfig({ ...emulator, PORT: '70000' })).toThrow(/PORT/);
    expect(() => readConfig({ ...emulator, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => readConfig({ ...emulator, LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => readConfig({ ...emulator, ADMIN_EMAILS: 'boss' })).toThrow(/ADMIN_EMAILS/);
    expect(() => readConfig({ ...emulator, SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET must be at least 32/);
  });

  it('never trusts the emulator in production, nor a demo project without it', () => {
    expect(() => readConfig({ ...emulator, NODE_ENV: 'production' })).toThrow(/must never be set in production/);
    expect(() => readConfig({})).toThrow(/needs the Firebase Auth emulator/);
    expect(() => readConfig({ FIREBASE_PROJECT_ID: 'hartwell-shop' })).toThrow(/FIREBASE_API_KEY and FIREBASE_AUTH_DOMAIN/);
    expect(() => readConfig({ ...realFirebase, FIREBASE_AUTH_EMULATOR_HOST: 'localhost' })).toThrow(/FIREBASE_AUTH_EMULATOR_HOST must be host:port/);
  });

  it('wants one shared session secret when servers share PostgreSQL', () => {
    expect(() => readConfig({ ...emulator, DATABASE_URL: 'postgres://db/shop' })).toThrow(/SESSION_SECRET is needed with PostgreSQL/);
    expect(() => readConfig({ ...emulator, DATA_ADAPTER: 'postgres' })).toThrow(/DATABASE_URL is needed for DATA_ADAPTER=postgres/);
  });

  it('chooses one adapter of each family by its setting, and refuses one it does not know, naming the setting', () => {
    expect(readConfig({ ...emulator, DATA_ADAPTER: 'memory', MAIL_TRANSPORT: 'none' }).adapters).toMatchObject({ data: { name: 'memory' }, mail: { name: 'none' } });
    expect(() => readConfig({ ...emulator, IMAGES_ADAPTER: 's3' })).toThrow(new ConfigError('Configuration: IMAGES_ADAPTER must be one of local, memory (it is "s3")'));
    expect(() => readConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(/SMTP_URL is needed to send mail .* MAIL_TRANSPORT=none/);
    expect(() => readConfig({ ...emulator, IMAGES_DIR: '' }).adapters.images.name).not.toThrow();
  });

  it('gives the database commands their settings without any sign-in settings', () => {
    expect(readDatabaseConfig({})).toEqual({ dataDir: path.resolve('data'), databaseUrl: undefined });
    expect(readDatabaseConfig({ DATABASE_URL: 'postgres://db/shop' }).databaseUrl).toBe('postgres://db/shop');
    expect(() => readDatabaseConfig({ DATABASE_URL: 'mysql://db' })).toThrow(/DATABASE_URL/);
  });
});
