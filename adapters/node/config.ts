import { isIP } from 'node:net';
import path from 'node:path';
import * as v from 'valibot';
import { emailSchema } from '../../core/domain/credentials';
import { SHOP_EMAIL, SHOP_NAME } from '../../core/domain/emails';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../../core/domain/mail';
import { DEFAULT_UNPAID_UNITS, type UnpaidUnitsCap } from '../../core/shop/ordering';
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from '../http/server/connection-limits';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../http/server/rate-limiter';
import { chooseAll, readSettings, type Env } from '../composition/adapter-registry';
import { shopFamilies, type ChosenShopAdapters, type ShopFamilies } from './adapter-families';

import { ConfigError } from '../composition/adapter-registry';
import { sellerOf, taxEnvEntries, taxSettingsOf } from './tax-config';
import type { TaxSettings } from '../../core/domain/tax';
import { DEFAULT_LOW_STOCK_BELOW } from '../../core/domain/shop-figures';
import type { Seller } from '../../core/domain/tax-document';

export { ConfigError };

const port = v.pipe(
  v.optional(v.string(), '3000'),
  v.regex(/^\d{1,5}$/, 'PORT must be a port number'),
  v.transform(Number),
  v.minValue(0, 'PORT must be a port number'),
  v.maxValue(65535, 'PORT must be a port number'),
);

/** Calls per minute for one kind of call, per account or per address: a whole number from 1. */
const perMinute = (name: string, fallback: number) =>
  v.pipe(v.optional(v.string(), String(fallback)), v.regex(/^[1-9]\d{0,8}$/, `${name} must be a whole number of calls per minute, at least 1`), v.transform(Number));

/** A whole number from 1 up to `digits` digits long. */
const wholeNumber = (name: string, fallback: number, unit: string, digits: number) =>
  v.pipe(v.optional(v.string(), String(fallback)), v.regex(new RegExp(`^[1-9]\\d{0,${digits - 1}}$`), `${name} must be a whole number of ${unit}, at least 1`), v.transform(Number));

/** A timeout in whole seconds, from 1. */
const seconds = (name: string, fallbackMs: number) => wholeNumber(name, fallbackMs / 1000, 'seconds', 5);

/** A count of proxies in front of the server (1 to 99), or their addresses: IPs or CIDR ranges, comma-separated. */
function isTrustedProxies(value: string) {
  if (/^[1-9]\d?$/.test(value)) return true;
  return value.split(',').every((part) => {
    const [ip, bits, ...rest] = part.trim().split('/');
    const version = isIP(ip);
    return version !== 0 && rest.length === 0 && (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)));
  });
}

/** `shop@hartwell.example`, or a name with it: `Hartwell Tools <shop@hartwell.example>`. */
const MAIL_FROM_PATTERN = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;
export const DEFAULT_MAIL_FROM = `${SHOP_NAME} <${SHOP_EMAIL}>`;

/** The address part of a MAIL_FROM. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

const envSchema = v.object({
  NODE_ENV: v.optional(v.string(), 'development'),
  PORT: port,
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('HOST must not be empty')), '127.0.0.1'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('DATA_DIR must not be empty')), './data'),
  WEB_ROOT: v.optional(v.string(), './dist'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  METRICS_PORT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'METRICS_PORT must be a port number'), v.transform(Number), v.minValue(1, 'METRICS_PORT must be a port number'), v.maxValue(65535, 'METRICS_PORT must be a port number'))),
  METRICS_HOST: v.optional(v.pipe(v.string(), v.nonEmpty('METRICS_HOST must not be empty')), '127.0.0.1'),
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.regex(/^\S{24,200}$/, 'METRICS_TOKEN must be 24 or more characters without spaces'))),
  SESSION_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'SESSION_SECRET must be at least 32 characters'))),
  SESSION_TTL_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^\d{2,6}$/, 'SESSION_TTL_SECONDS must be a number of seconds'), v.transform(Number)), '3600'),
  ORDERS_PER_MINUTE: perMinute('ORDERS_PER_MINUTE', DEFAULT_RATE_LIMITS.perAccount.orders),
  PAYMENTS_PER_MINUTE: perMinute('PAYMENTS_PER_MINUTE', DEFAULT_RATE_LIMITS.perAccount.payments),
  UPLOADS_PER_MINUTE: perMinute('UPLOADS_PER_MINUTE', DEFAULT_RATE_LIMITS.perAccount.uploads),
  ORDERS_PER_MINUTE_PER_ADDRESS: perMinute('ORDERS_PER_MINUTE_PER_ADDRESS', DEFAULT_RATE_LIMITS.perAddress.orders),
  PAYMENTS_PER_MINUTE_PER_ADDRESS: perMinute('PAYMENTS_PER_MINUTE_PER_ADDRESS', DEFAULT_RATE_LIMITS.perAddress.payments),
  UPLOADS_PER_MINUTE_PER_ADDRESS: perMinute('UPLOADS_PER_MINUTE_PER_ADDRESS', DEFAULT_RATE_LIMITS.perAddress.uploads),
  SIGN_INS_PER_MINUTE_PER_ADDRESS: perMinute('SIGN_INS_PER_MINUTE_PER_ADDRESS', DEFAULT_RATE_LIMITS.perAddress.signIns),
  MESSAGES_PER_MINUTE: perMinute('MESSAGES_PER_MINUTE', DEFAULT_RATE_LIMITS.perAddress.messages),
  EMAILS_PER_MINUTE: perMinute('EMAILS_PER_MINUTE', DEFAULT_RATE_LIMITS.perAccount.emails),
  EMAILS_PER_MINUTE_PER_ADDRESS: perMinute('EMAILS_PER_MINUTE_PER_ADDRESS', DEFAULT_RATE_LIMITS.perAddress.emails),
  ADDRESSES_PER_MINUTE: perMinute('ADDRESSES_PER_MINUTE', DEFAULT_RATE_LIMITS.perAccount.addresses),
  ADDRESSES_PER_MINUTE_PER_ADDRESS: perMinute('ADDRESSES_PER_MINUTE_PER_ADDRESS', DEFAULT_RATE_LIMITS.perAddress.addresses),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.regex(MAIL_FROM_PATTERN, 'MAIL_FROM must be an email address, or a name and one: Hartwell Tools <shop@hartwell.example>')), DEFAULT_MAIL_FROM),
  SHOP_NOTIFY_EMAIL: v.optional(v.pipe(v.string(), v.check((e) => v.is(emailSchema, e), 'SHOP_NOTIFY_EMAIL must be an email address'), v.transform((e) => v.parse(emailSchema, e)))),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/[^/\s]+$/, 'PUBLIC_URL must be the shop\'s address, such as https://shop.hartwell.example (no path)'))),
  MAIL_MAX_ATTEMPTS: wholeNumber('MAIL_MAX_ATTEMPTS', DEFAULT_RETRY_POLICY.maxAttempts, 'tries', 3),
  MAIL_FIRST_RETRY_SECONDS: wholeNumber('MAIL_FIRST_RETRY_SECONDS', DEFAULT_RETRY_POLICY.firstRetryMs / 1000, 'seconds', 5),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.check(isTrustedProxies, 'TRUST_PROXY must be a number of proxies, or a comma-separated list of their addresses (e.g. 10.0.0.0/8)'),
      v.transform((value) => (/^\d+$/.test(value) ? Number(value) : value.replace(/\s+/g, ''))),
    ),
  ),
  HEADERS_TIMEOUT_SECONDS: seconds('HEADERS_TIMEOUT_SECONDS', DEFAULT_CONNECTION_LIMITS.headersTimeoutMs),
  REQUEST_TIMEOUT_SECONDS: seconds('REQUEST_TIMEOUT_SECONDS', DEFAULT_CONNECTION_LIMITS.requestTimeoutMs),
  IDLE_TIMEOUT_SECONDS: seconds('IDLE_TIMEOUT_SECONDS', DEFAULT_CONNECTION_LIMITS.idleTimeoutMs),
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds('KEEP_ALIVE_TIMEOUT_SECONDS', DEFAULT_CONNECTION_LIMITS.keepAliveTimeoutMs),
  MAX_CONNECTIONS: wholeNumber('MAX_CONNECTIONS', DEFAULT_CONNECTION_LIMITS.maxConnections, 'connections', 7),
  // How long an unpaid order holds its units before they return to stock.
  ORDER_HOLD_MINUTES: wholeNumber('ORDER_HOLD_MINUTES', 60, 'minutes', 5),
  LOW_STOCK_BELOW: wholeNumber('LOW_STOCK_BELOW', DEFAULT_LOW_STOCK_BELOW, 'units', 9),
  UNPAID_UNITS_PER_ACCOUNT: wholeNumber('UNPAID_UNITS_PER_ACCOUNT', DEFAULT_UNPAID_UNITS.confirmed, 'units', 7),
  UNPAID_UNITS_BEFORE_CONFIRMING: wholeNumber('UNPAID_UNITS_BEFORE_CONFIRMING', DEFAULT_UNPAID_UNITS.unconfirmed, 'units', 7),
  ...taxEnvEntries,
  ADMIN_EMAILS: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) => list.split(',').map((e) => e.trim()).filter(Boolean)),
      v.array(v.pipe(v.string(), v.check((e) => v.is(emailSchema, e), 'ADMIN_EMAILS must be a comma-separated list of emails'))),
    ),
  ),
});

/** Who is an admin, and the shop's own sessions. */
export interface AuthSettings {
  adminEmails: string[];
  /** Unset: the server keeps a secret of its own in the data directory (single-server PGlite only). */
  sessionSecret?: string;
  sessionTtlSeconds: number;
}

/** What the shop's mail says it is from, where its own notices go, and how sending is retried. */
export interface MailSettings {
  from: string;
  /** Where the shop's own notices go: contact messages, newly paid orders. */
  notifyEmail: string;
  /** The shop's address as links in emails start. */
  shopUrl: string;
  retry: RetryPolicy;
}

export interface ServerConfig {
  /** How long an unpaid order holds its units. */
  orderHoldMinutes: number;
  /** How many units one account may hold unpaid at once, before and after confirming its email. */
  unpaidUnits: UnpaidUnitsCap;
  /** The VAT orders are taxed by, and the seller invoices name. */
  tax: TaxSettings;
  seller: Seller;
  /** Products with fewer units in stock are low on the admins' dashboard. */
  lowStockBelow: number;
  port: number;
  host: string;
  dataDir: string;
  webRoot: string;
  logLevel: string;
  /** Where Prometheus scrapes /metrics: a port of its own (on METRICS_HOST), and/or the shop's address with a bearer token; neither unless set. */
  metrics: { port: number | null; host: string; token: string | null };
  rateLimits: RateLimits;
  /** The proxies whose X-Forwarded-For names the client's address: how many, or which; none unless set. */
  trustProxy: number | string | false;
  connectionLimits: ConnectionLimits;
  auth: AuthSettings;
  mail: MailSettings;
  /** One adapter of each family, chosen by its setting and its own settings checked (adapter-families.ts). */
  adapters: ChosenShopAdapters;
}

/** The demo accounts the local emulator starts with (see README). */
export const DEMO_ADMIN_EMAIL = 'admin@hartwell.example';

const databaseSchema = v.object({
  DATA_DIR: envSchema.entries.DATA_DIR,
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://'))),
});

/** Where the data lives: all that the database commands (migrate, seed, make-admin) need. */
export function readDatabaseConfig(env: Env = process.env): { dataDir: string; databaseUrl?: string } {
  const e = readSettings(databaseSchema, env);
  return { dataDir: path.resolve(e.DATA_DIR), databaseUrl: e.DATABASE_URL };
}

/** Read once at start-up: the server's own settings, and one adapter of each family with its settings; a bad value stops the process with a message naming it. */
export function readConfig(env: Env = process.env, families: ShopFamilies = shopFamilies): ServerConfig {
  const e = readSettings(envSchema, env);
  const adapters = chooseAll(families, env);
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError('Configuration: METRICS_PORT must differ from PORT (the metrics port is for the operators, not the public)');
  }
  if (e.HEADERS_TIMEOUT_SECONDS > e.REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError('Configuration: HEADERS_TIMEOUT_SECONDS must not be above REQUEST_TIMEOUT_SECONDS (the headers are part of the request)');
  }
  if (e.UNPAID_UNITS_BEFORE_CONFIRMING > e.UNPAID_UNITS_PER_ACCOUNT) {
    throw new ConfigError('Configuration: UNPAID_UNITS_BEFORE_CONFIRMING must not be above UNPAID_UNITS_PER_ACCOUNT (a confirmed email never holds less)');
  }
  return {
    orderHoldMinutes: e.ORDER_HOLD_MINUTES,
    unpaidUnits: { confirmed: e.UNPAID_UNITS_PER_ACCOUNT, unconfirmed: e.UNPAID_UNITS_BEFORE_CONFIRMING },
    tax: taxSettingsOf(e),
    seller: sellerOf(e, addressOf(e.MAIL_FROM)),
    lowStockBelow: e.LOW_STOCK_BELOW,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    webRoot: path.resolve(e.WEB_ROOT),
    logLevel: e.LOG_LEVEL,
    metrics: { port: e.METRICS_PORT ?? null, host: e.METRICS_HOST, token: e.METRICS_TOKEN ?? null },
    rateLimits: {
      perAccount: { orders: e.ORDERS_PER_MINUTE, payments: e.PAYMENTS_PER_MINUTE, uploads: e.UPLOADS_PER_MINUTE, emails: e.EMAILS_PER_MINUTE, addresses: e.ADDRESSES_PER_MINUTE },
      perAddress: {
        orders: e.ORDERS_PER_MINUTE_PER_ADDRESS,
        payments: e.PAYMENTS_PER_MINUTE_PER_ADDRESS,
        uploads: e.UPLOADS_PER_MINUTE_PER_ADDRESS,
        signIns: e.SIGN_INS_PER_MINUTE_PER_ADDRESS,
        messages: e.MESSAGES_PER_MINUTE,
        emails: e.EMAILS_PER_MINUTE_PER_ADDRESS,
        addresses: e.ADDRESSES_PER_MINUTE_PER_ADDRESS,
      },
    },
    trustProxy: e.TRUST_PROXY ?? false,
    connectionLimits: {
      headersTimeoutMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: e.IDLE_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      maxConnections: e.MAX_CONNECTIONS,
    },
    auth: {
      // With the local emulator, its demo admin is one unless others are listed.
      adminEmails: e.ADMIN_EMAILS ?? (env.FIREBASE_AUTH_EMULATOR_HOST ? [DEMO_ADMIN_EMAIL] : []),
      sessionSecret: e.SESSION_SECRET,
      sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    },
    mail: {
      from: e.MAIL_FROM,
      notifyEmail: e.SHOP_NOTIFY_EMAIL ?? addressOf(e.MAIL_FROM),
      // Listening on every address says nothing of the shop's name: links then name this machine.
      shopUrl: e.PUBLIC_URL ?? `http://${['0.0.0.0', '::'].includes(e.HOST) ? '127.0.0.1' : e.HOST}:${e.PORT}`,
      retry: { ...DEFAULT_RETRY_POLICY, maxAttempts: e.MAIL_MAX_ATTEMPTS, firstRetryMs: e.MAIL_FIRST_RETRY_SECONDS * 1000 },
    },
    adapters,
  };
}
