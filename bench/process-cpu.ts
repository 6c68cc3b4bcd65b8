// CPU time of processes, read from /proc (Linux): what a run cost the servers and the database,
// per 1,000 messages (decision 0055). /proc/<pid>/stat counts every thread of the process (GC
// helpers, libuv's pool) in clock ticks of 10 ms.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { treePids } from './process-memory.ts';

const TICK_MS = 10;

/** CPU milliseconds (user + system) of each pid still alive. */
export function cpuMs(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      /* gone */
    }
  }
  return out;
}

/**
 * The database's processes for a run: the backends connected to `url`'s database (a server shared
 * with others: only this database's sessions), or the embedded PostgreSQL under the server pids.
 */
export async function databasePids(url: string | null, serverPids: number[]): Promise<number[]> {
  if (!url) return treePids(serverPids).filter((pid) => !serverPids.includes(pid));
  const client = new pg.Client({ connectionString: url, application_name: 'bench-cpu' });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and application_name <> 'bench-cpu'",
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

/** CPU ms used between two readings, summed over the pids of the first. */
export function cpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of before) total += (after.get(pid) ?? ms) - ms;
  return total;
}

/**
 * The CPU the database spent for this run's connections, sampled every second: a pool closes
 * idle connections and opens new ones, so backends come and go during a run. A backend that
 * appears is counted from its start (all its CPU), one that goes keeps its last reading.
 */
export function databaseCpu(
  url: string | null,
  serverPids: number[],
): { stop: () => Promise<{ ms: number; backends: number }> } {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const read = async (initial: boolean) => {
    const pids = await databasePids(url, serverPids).catch(() => [...last.keys()]);
    for (const [pid, ms] of cpuMs(pids)) {
      if (!first.has(pid)) first.set(pid, initial ? ms : 0);
      last.set(pid, ms);
    }
  };
  const started = read(true);
  const timer = setInterval(() => void read(false), 1000);
  return {
    stop: async () => {
      clearInterval(timer);
      await started;
      await read(false);
      let ms = 0;
      for (const [pid, at] of first) ms += (last.get(pid) ?? at) - at;
      return { ms, backends: first.size };
    },
  };
}
