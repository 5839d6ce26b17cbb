// A PostgreSQL primary and its hot standby, made for a test run: initdb, then pg_basebackup and
// streaming replication, each on a free port in a temporary directory. The machine's own test
// PostgreSQL refuses replication connections (its pg_hba has none), so the pair is a cluster of its
// own, with PostgreSQL's binaries from `pg_config --bindir`. PostgreSQL never runs as root: as root,
// every command runs as the `postgres` user.
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface ReplicaPair {
  primaryUrl: string;
  replicaUrl: string;
  /** Runs SQL on the replica (pausing and resuming its replay). */
  onReplica(statement: string): Promise<void>;
  stopReplica(): void;
  startReplica(): Promise<void>;
  /** How many times the replica has read the products table (its statistics, which count a standby's own reads). */
  productScans(): Promise<number>;
  /** Waits until the replica has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  stop(): void;
}

const bindir = () => {
  const found = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
};

/** Why no pair can be made here (no PostgreSQL binaries, or no `postgres` user to run them as root); null when one can. */
export function replicaPairUnavailable(): string | null {
  const dir = bindir();
  if (!dir || !existsSync(path.join(dir, 'initdb')) || !existsSync(path.join(dir, 'pg_basebackup'))) return 'PostgreSQL’s initdb and pg_basebackup are not installed';
  if (process.getuid?.() === 0 && spawnSync('id', ['postgres']).status !== 0) return 'running as root without a postgres user to run PostgreSQL as';
  return null;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export async function startReplicaPair(): Promise<ReplicaPair> {
  const bin = bindir()!;
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => execFileSync(asRoot ? 'runuser' : path.join(bin, command), asRoot ? ['-u', 'postgres', '--', path.join(bin, command), ...args] : args, { stdio: 'pipe', timeout: 60_000 });
  const root = mkdtempSync(path.join(tmpdir(), 'shop-replica-'));
  if (asRoot) execFileSync('chown', ['postgres', root]);
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  const settings = (port: number) => `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${root}'\nfsync = off\nfull_page_writes = off\nshared_buffers = 16MB\nmax_connections = 40\n`;

  // The primary: trust for everyone on this machine, replication connections included (initdb's defaults with --auth=trust).
  run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync']);
  appendFileSync(path.join(primaryDir, 'postgresql.conf'), `${settings(primaryPort)}wal_level = replica\nmax_wal_senders = 4\n`);
  run('pg_ctl', ['-D', primaryDir, '-l', path.join(root, 'primary.log'), '-w', 'start']);
  // The standby: a base backup that writes its own standby.signal and primary_conninfo (-R), then its own port.
  run('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '--no-sync']);
  appendFileSync(path.join(replicaDir, 'postgresql.conf'), settings(replicaPort));
  const startReplica = async () => {
    run('pg_ctl', ['-D', replicaDir, '-l', path.join(root, 'replica.log'), '-w', 'start']);
  };
  const stopReplica = () => {
    run('pg_ctl', ['-D', replicaDir, '-m', 'fast', '-w', 'stop']);
  };
  await startReplica();

  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  const query = async (url: string, statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(statement)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };

  return {
    primaryUrl,
    replicaUrl,
    onReplica: async (statement) => {
      await query(replicaUrl, statement);
    },
    stopReplica,
    startReplica,
    productScans: async () => {
      const [row] = await query(replicaUrl, "SELECT coalesce(seq_scan, 0) + coalesce(idx_scan, 0) AS scans FROM pg_stat_user_tables WHERE relname = 'products'");
      return Number(row?.scans ?? 0);
    },
    caughtUp: async () => {
      const [{ lsn }] = await query(primaryUrl, 'SELECT pg_current_wal_insert_lsn()::text AS lsn');
      for (let tries = 0; tries < 200; tries++) {
        const [{ behind }] = await query(replicaUrl, `SELECT pg_last_wal_replay_lsn() < '${lsn as string}'::pg_lsn AS behind`);
        if (!behind) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('The replica did not catch up within ten seconds');
    },
    stop: () => {
      for (const dir of [replicaDir, primaryDir]) spawnSync(asRoot ? 'runuser' : path.join(bin, 'pg_ctl'), asRoot ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', dir, '-m', 'immediate', '-w', 'stop'] : ['-D', dir, '-m', 'immediate', '-w', 'stop']);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
