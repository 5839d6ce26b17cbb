import type { FastifyInstance } from 'fastify';
import type { Container, ContainerModule } from 'inversify';
import * as v from 'valibot';

/** The environment as a server reads it: variables by name. */
export type Env = Record<string, string | undefined>;

/** A bad setting: the server does not start, and says which and why in one line. */
export class ConfigError extends Error {}

/** What `npm start` runs beside the server to fill in settings left unset: the Auth emulator, the local mail catcher. */
export type Companion = 'auth-emulator' | 'mail-catcher';

/** Origins the shop's pages must be allowed to reach, by what they load from them. */
export interface PageOrigins {
  img?: string[];
  script?: string[];
  connect?: string[];
  frame?: string[];
}

/** Files an adapter has the shop serve under a path: a folder on disk, or read by the adapter itself. */
export type ServedFiles =
  | { prefix: string; folder: string }
  | { prefix: string; read: (name: string) => Promise<{ bytes: Uint8Array; type: string } | null> };

/** What the server tells every adapter it starts. */
export interface Runtime {
  /** The shop's own folder (DATA_DIR): PGlite's database, pictures, the session secret. */
  dataDir: string;
  /** Who the shop's mail is from (MAIL_FROM). */
  mailFrom: string;
}

/** A chosen adapter, started: its bindings, and what it brings to the server beside them. */
export interface StartedAdapter {
  module: ContainerModule;
  /** Files served under a path of the shop (pictures kept on this server). */
  files?: ServedFiles[];
  /** Origins the page policy lets the shop's pages reach (a provider's scripts, pictures elsewhere). */
  pageOrigins?: PageOrigins;
  /** Routes of its own beside the API (a provider's webhook). */
  routes?: (app: FastifyInstance, container: Container) => Promise<void>;
  /** What the startup line says of it ("mail arrives in the inbox at …"). */
  status?: string;
  /** Runs once every module is loaded, before the server listens. */
  onStart?: (container: Container) => Promise<void>;
  /** Runs as the server closes, once the calls in flight have finished. */
  close?: () => Promise<void>;
}

/** The environment variables an adapter reads, as a valibot object (each key a variable's name), with any checks across them. */
export type SettingsSchema = v.GenericSchema;

/** The settings of an adapter that reads none. */
export const noSettings = v.object({});
export type NoSettings = typeof noSettings;

/**
 * One adapter of a family, chosen by the family's setting: its own settings, checked at start,
 * and how it starts. Adding one is this object in its own file and a line in its family's list.
 */
export interface Adapter<S extends SettingsSchema = SettingsSchema, Started extends StartedAdapter = StartedAdapter> {
  /** The value of the family's setting that chooses it. */
  name: string;
  /** One line for people: what it is, and when to choose it. */
  summary: string;
  settings: S;
  /** What `npm start` must run beside the server for it, given the settings as they are. */
  companions?: (env: Env) => Companion[];
  start: (settings: v.InferOutput<S>, runtime: Runtime) => Promise<Started>;
}

/** A kind of adapter the shop needs one of (its data, pictures, mail transport…), and those it can choose from. */
export interface AdapterFamily<Started extends StartedAdapter = StartedAdapter> {
  /** What it provides, for people: 'pictures'. */
  name: string;
  /** The setting that chooses: `IMAGES_ADAPTER`. */
  setting: string;
  /** The adapter chosen when the setting is unset; it may follow other settings (DATABASE_URL set: postgres). */
  fallback: (env: Env) => string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each adapter's settings are its own; `choose` checks them
  adapters: readonly Adapter<any, Started>[];
}

/** An adapter chosen and its settings read: ready to start. */
export interface ChosenAdapter<Started extends StartedAdapter = StartedAdapter> {
  family: string;
  name: string;
  companions: Companion[];
  start: (runtime: Runtime) => Promise<Started>;
}

/** Settings read by their schema from the environment; a bad one throws a ConfigError naming it. */
export function readSettings<S extends v.GenericSchema>(schema: S, env: Env): v.InferOutput<S> {
  // An empty variable is an unset one: `FOO=` in a shell or a compose file means "not given".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(schema, present);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const name = v.getDotPath(issue);
  throw new ConfigError(`Configuration: ${!name || issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`}`);
}

/** The family's adapter that its setting names (or its fallback), with its settings checked. */
export function choose<Started extends StartedAdapter>(family: AdapterFamily<Started>, env: Env): ChosenAdapter<Started> {
  const name = env[family.setting] || family.fallback(env);
  const adapter = family.adapters.find((candidate) => candidate.name === name);
  if (!adapter) {
    throw new ConfigError(`Configuration: ${family.setting} must be one of ${family.adapters.map((a) => a.name).join(', ')} (it is "${name}")`);
  }
  const settings: unknown = readSettings(adapter.settings, env);
  return { family: family.name, name, companions: adapter.companions?.(env) ?? [], start: (runtime) => adapter.start(settings, runtime) };
}

/**
 * What `npm start` must run beside the server for the adapters the environment chooses. Settings
 * are not checked here: the companions fill some in (the emulator's host), and the server checks them all.
 */
export function companionsOf<F extends { [K in keyof F]: AdapterFamily<StartedAdapter> }>(families: F, env: Env): Companion[] {
  return Object.values<AdapterFamily>(families).flatMap((family) => {
    const name = env[family.setting] || family.fallback(env);
    return family.adapters.find((adapter) => adapter.name === name)?.companions?.(env) ?? [];
  });
}

/** One adapter chosen for each family. */
export function chooseAll<F extends { [K in keyof F]: AdapterFamily<StartedAdapter> }>(families: F, env: Env): { [K in keyof F]: ChosenAdapter<F[K] extends AdapterFamily<infer S> ? S : never> } {
  return Object.fromEntries(Object.entries<AdapterFamily>(families).map(([key, family]) => [key, choose(family, env)])) as never;
}
