import { describe, expect, it } from 'vitest';
import { exposeGc, startMemoryTrim, type Gc } from './memory-trim.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recorder() {
  const calls: string[] = [];
  const gc: Gc = (options) => void calls.push(options.flavor);
  const lines: string[] = [];
  return { calls, gc, log: { info: (_: object, message: string) => void lines.push(message) }, lines };
}

describe('the idle memory trim', () => {
  it('gives memory back once the server has been quiet for two checks, and not again until it grows', async () => {
    const r = recorder();
    const stop = startMemoryTrim(r.log, { checkMs: 50, gc: r.gc });
    await sleep(700);
    stop();
    expect(r.calls).toEqual(['last-resort']);
    expect(r.lines).toEqual(['memory given back while idle']);
  });

  it('never pauses a busy server', async () => {
    const r = recorder();
    const stop = startMemoryTrim(r.log, { checkMs: 40, gc: r.gc });
    const until = Date.now() + 400;
    // Busy: the event loop is mostly running code, as under load.
    while (Date.now() < until) {
      const spin = Date.now() + 8;
      while (Date.now() < spin);
      await sleep(1);
    }
    stop();
    expect(r.calls).toEqual([]);
  });

  it("reaches V8's collector in this Node without a command-line flag", () => {
    const gc = exposeGc();
    expect(gc).toBeTypeOf('function');
    gc!({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  });
});
