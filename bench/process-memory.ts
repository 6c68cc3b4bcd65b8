// Memory of a process and everything it started (a server and its embedded database), read from
// /proc (Linux). PSS shares each shared page among the processes that map it, so the sum over a
// PostgreSQL server's processes counts its shared buffers once; RSS would count them per process.
import { readdirSync, readFileSync } from 'node:fs';

export type TreeMemory = { pssMb: number; rssMb: number; processes: number };

function children(): Map<number, number[]> {
  const byParent = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      byParent.set(ppid, [...(byParent.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* gone meanwhile */
    }
  }
  return byParent;
}

/** Every process of the trees under `roots`. */
export function treePids(roots: number[]): number[] {
  const byParent = children();
  const seen = new Set<number>();
  const queue = [...roots];
  while (queue.length) {
    const pid = queue.pop()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    queue.push(...(byParent.get(pid) ?? []));
  }
  return [...seen];
}

/** Every thread of those processes (strace -p follows one thread: a database on a worker thread needs its own). */
export function treeThreads(roots: number[]): number[] {
  return treePids(roots).flatMap((pid) => {
    try {
      return readdirSync(`/proc/${pid}/task`).map(Number);
    } catch {
      return [];
    }
  });
}

/** `roots`: the server's pid and any process it started detached (an embedded database). */
export function treeMemory(roots: number[]): TreeMemory & { each: { pid: number; command: string; pssMb: number }[] } {
  const seen = new Set(treePids(roots));
  const each: { pid: number; command: string; pssMb: number }[] = [];
  let pss = 0;
  let rss = 0;
  for (const pid of seen) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      const own = Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      pss += own;
      each.push({
        pid,
        command: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').slice(0, 60),
        pssMb: Math.round(own / 1024),
      });
      rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      seen.delete(pid);
    }
  }
  return { pssMb: Math.round(pss / 1024), rssMb: Math.round(rss / 1024), processes: seen.size, each };
}

/** The pid of an embedded PostgreSQL whose data folder is `dir` (it runs detached from the server). */
export function postmasterOf(dir: string): number | null {
  try {
    return Number(readFileSync(`${dir}/postmaster.pid`, 'utf8').split('\n')[0]) || null;
  } catch {
    return null;
  }
}
