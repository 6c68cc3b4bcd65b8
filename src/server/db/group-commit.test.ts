import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { groupCommit } from './group-commit.ts';

/** A fake database whose writes finish when the test says so, recording each statement's items. */
function recorder(opts: { failMany?: (items: string[]) => boolean; failOne?: (item: string) => boolean } = {}) {
  const statements: string[][] = [];
  const gates: (() => void)[] = [];
  const gate = () => new Promise<void>((resolve) => gates.push(resolve));
  const write = groupCommit<string, string>({
    one: async (_db, item) => {
      statements.push([item]);
      await gate();
      if (opts.failOne?.(item)) throw new Error(`bad ${item}`);
      return `${item}!`;
    },
    many: async (_db, items) => {
      statements.push(items);
      await gate();
      if (opts.failMany?.(items)) throw new Error('batch failed');
      return items.map((i) => `${i}!`);
    },
    key: (item) => item.split(':')[0]!,
    max: 3,
  });
  const release = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    gates.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { write, statements, release };
}

const db = {} as Db;

describe('groupCommit', () => {
  it('writes a lone item at once, and the items that arrive meanwhile together in the next statement', async () => {
    const r = recorder();
    const first = r.write(db, 'a');
    const rest = ['b', 'c'].map((i) => r.write(db, i));
    await r.release();
    await r.release();
    expect(await first).toBe('a!');
    expect(await Promise.all(rest)).toEqual(['b!', 'c!']);
    expect(r.statements).toEqual([['a'], ['b', 'c']]);
  });

  it('never puts two items with one key in a statement, and takes at most max', async () => {
    const r = recorder();
    const all = ['x:1', 'a:1', 'a:2', 'b:1', 'c:1', 'd:1'].map((i) => r.write(db, i));
    for (let i = 0; i < 4; i++) await r.release();
    await Promise.all(all);
    expect(r.statements).toEqual([['x:1'], ['a:1', 'b:1', 'c:1'], ['a:2', 'd:1']]);
  });

  it('tries a failed batch item by item, so that only the bad item fails', async () => {
    const r = recorder({ failMany: () => true, failOne: (i) => i === 'bad' });
    const first = r.write(db, 'first');
    const batch = ['ok', 'bad', 'fine'].map((i) => r.write(db, i).catch((e: Error) => e.message));
    for (let i = 0; i < 5; i++) await r.release();
    await first;
    expect(await Promise.all(batch)).toEqual(['ok!', 'bad bad', 'fine!']);
    expect(r.statements).toEqual([['first'], ['ok', 'bad', 'fine'], ['ok'], ['bad'], ['fine']]);
  });

  it('keeps the queues of two databases apart', async () => {
    const r = recorder();
    const other = {} as Db;
    const a = r.write(db, 'a');
    const b = r.write(other, 'b');
    expect(r.statements).toEqual([['a'], ['b']]);
    await r.release();
    await r.release();
    expect(await Promise.all([a, b])).toEqual(['a!', 'b!']);
  });
});
