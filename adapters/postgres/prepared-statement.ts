import { createHash } from 'node:crypto';
import { PGlite, parse, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ShopDatabase } from './database';

const dialect = new PgDialect();

/** A name made from a statement's text, for statements whose text varies. */
type NameOfText = (text: string) => string;

/** Names each text by `prefix` and a digest of it: the same text, the same name, on every server. */
export const namedByText =
  (prefix: string): NameOfText =>
  (text) =>
    `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/** A statement PGlite holds by name: its text, and its parameters' types as the database inferred them. */
interface Held {
  text: string;
  parameterTypes: number[];
}

// The statements each PGlite holds: its session is the process's one connection, so once per database.
const heldBy = new WeakMap<PGlite, Map<string, Held>>();

/**
 * Runs `statement` as the prepared statement `name`, so that the database parses it once per
 * connection and, after a few runs, plans it once too, instead of at every call. node-postgres
 * prepares by name itself. PGlite's own query() always uses the unnamed statement, and SQL's
 * EXECUTE takes no parameters, so there the statement is prepared and bound through PGlite's
 * documented protocol interface, under its locks, as its query() does.
 * One name always holds one text: a name given another text is a mistake, and fails (`namedByText`
 * names statements whose text varies). `planOnce` runs it on the plan made once for all values
 * from its first call (PLAN_ONCE).
 */
export async function runPrepared<Row>(db: ShopDatabase, name: string | NameOfText, statement: SQL, { planOnce = false } = {}): Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  if (typeof name !== 'string') name = name(query.sql);
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return (await runOnPglite<Row>(client, name, query.sql, query.params, planOnce)).rows;
  const run = async (on: ShopDatabase) => ((await on._.session.prepareQuery(query, undefined, name, false).execute()) as { rows: Row[] }).rows;
  if (!planOnce) return run(db);
  // The setting holds for this transaction only: the connection's other statements keep the database's own choice.
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL ${PLAN_ONCE}`));
    return run(tx as unknown as ShopDatabase);
  });
}

/**
 * What `planOnce` sets: the plan made once for all values. Left to itself the database plans a
 * statement with its values five times, then keeps one plan for all only when it looks as cheap as
 * those five, so which plan a search gets would hang on the first five queries a connection ran.
 */
const PLAN_ONCE = 'plan_cache_mode = force_generic_plan';

/**
 * Sends every statement drizzle runs on `db` over PGlite's protocol interface (ADR 0036). Makes the
 * statements drizzle prepares by name (`.prepare('users_by_id')`) prepared by name on PGlite too, as node-postgres makes them on PostgreSQL: drizzle's PGlite session ignores the name
 * and sends the text through PGlite's query(), which parses and plans it again at every call.
 * Unnamed statements run as the unnamed statement, as query() runs them (planned with their values),
 * in two calls into PGlite instead of query()'s six, and without its copying of every type's parser
 * (some 80 µs a query). A transaction's statements go the same way, under the query's lock alone
 * (the transaction holds PGlite's other one), and sync no file until it ends, as PGlite's own do.
 */
export function overPgliteProtocol(db: ShopDatabase, client: PGlite) {
  const session = db._.session as unknown as DrizzleSession;
  overProtocol(session, client, outsideTransactions(client));
  const transaction = session.transaction.bind(session);
  session.transaction = (work, config) =>
    transaction((tx) => {
      const opened = tx.session.client as Transaction;
      overProtocol(tx.session, client, (run) => (opened.closed ? Promise.reject(new Error('Transaction is closed')) : client.runExclusive(run)), { syncToFs: false });
      return work(tx);
    }, config);
  return db;
}

/** What of drizzle's session for PGlite is reached into: how it prepares a query, and how it opens a transaction. */
interface DrizzleSession {
  prepareQuery(query: unknown, fields: unknown, name: string | undefined, ...rest: unknown[]): { client: Pick<PGlite, 'query'> };
  transaction<T>(work: (tx: { session: DrizzleSession & { client: unknown } }) => Promise<T>, config?: unknown): Promise<T>;
}

/** How a statement waits its turn on PGlite's one session. */
type Turn = <T>(run: () => Promise<T>) => Promise<T>;

// Both of PGlite's locks, as its query() takes them: with the query's alone, a statement could run
// between the statements of another caller's open transaction, and be undone or kept with it.
const outsideTransactions =
  (client: PGlite): Turn =>
  (run) =>
    client._runExclusiveTransaction(() => client.runExclusive(run));

function overProtocol(session: DrizzleSession, client: PGlite, turn: Turn, sync: { syncToFs?: boolean } = {}) {
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (query, fields, name, ...rest) => {
    const prepared = prepareQuery(query, fields, name, ...rest);
    const run = <Row>(text: string, params?: unknown[], options?: QueryOptions) => turn(() => runHeld<Row>(client, heldOn(client), name ?? UNNAMED, text, params ?? [], options, sync));
    prepared.client = { query: run } as Pick<PGlite, 'query'>;
    return prepared;
  };
}

/** The protocol's unnamed statement: parsed again at each use, and planned with the values bound to it. */
const UNNAMED = '';

function heldOn(client: PGlite) {
  const held = heldBy.get(client) ?? new Map<string, Held>();
  heldBy.set(client, held);
  return held;
}

async function runOnPglite<Row>(client: PGlite, name: string, text: string, params: unknown[], planOnce: boolean): Promise<Results<Row>> {
  return outsideTransactions(client)(async () => {
    // PGlite's one session is the process's: the setting is made for this statement and undone after it.
    if (planOnce) await client.execProtocol(protocol.serialize.query(`SET ${PLAN_ONCE}`));
    try {
      return await runHeld<Row>(client, heldOn(client), name, text, params);
    } finally {
      if (planOnce) await client.execProtocol(protocol.serialize.query('RESET plan_cache_mode'));
    }
  });
}

async function runHeld<Row>(client: PGlite, held: Map<string, Held>, name: string, text: string, params: unknown[], options?: QueryOptions, sync: { syncToFs?: boolean } = {}): Promise<Results<Row>> {
  const statement = (name !== UNNAMED && held.get(name)) || (await prepare(client, name, text));
  if (statement.text !== text) throw new Error(`The prepared statement ${name} holds another text`);
  if (name !== UNNAMED) held.set(name, statement);
  const values = params.map((value, n) => (value === null || value === undefined ? null : serialized(client, statement.parameterTypes[n], value)));
  // One message to PGlite: bind, describe, execute and sync together, as a client pipelines them
  // to a server. The sync ends the implicit transaction, or the failed one, whose error is thrown.
  const { serialize } = protocol;
  const { messages } = await client.execProtocol(
    concatenated([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
    sync,
  );
  // The caller's parsers over PGlite's, looked up through the prototype: PGlite's own merging copies all of its ~300 each time.
  const parsers = options?.parsers ? Object.assign(Object.create(client.parsers) as typeof client.parsers, options.parsers) : client.parsers;
  return parse.parseResults(messages, parsers, options && { rowMode: options.rowMode })[0] as Results<Row>;
}

const concatenated = (parts: Uint8Array[]) => {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  parts.reduce((at, part) => (whole.set(part, at), at + part.length), 0);
  return whole;
};

/** Parses `text` under `name` and learns its parameters' types, which say how each value is written. */
async function prepare(client: PGlite, name: string, text: string): Promise<Held> {
  const { serialize } = protocol;
  // Parsing writes nothing: no file to sync after it.
  const described = await client.execProtocol(concatenated([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
  return { text, parameterTypes: parse.parseDescribeStatementResults(described.messages) };
}

function serialized(client: PGlite, type: number | undefined, value: unknown): string {
  const serializer = type === undefined ? undefined : client.serializers[type];
  return serializer ? serializer(value) : typeof value === 'object' ? JSON.stringify(value) : String(value);
}
