// Beem's local fake (tests/fixtures/fake-beem.ts, written from beemafrica/beem-sms-api-sample) in a
// process of its own, for the campaign benches: the arrival time of each send is read on a clock
// that no busy sender or load generator delays, as at the provider's end. Forked with IPC:
//   → { type: 'ready', url }            once listening
//   ← { type: 'arrivals' }  → { type: 'arrivals', at: number[], perPhone: [phone, n][], firstAt: [phone, ms][] }
// Started with { deliver: true }, each message reads DELIVERED in Beem's delivery report a second
// after it arrived (as a handset's report would), so the app's polling (sms.sweep) can count it.
import { fork, type ChildProcess } from 'node:child_process';
import { BEEM_KEYS } from '../src/server/test/campaign-kit.ts';

if (process.argv.includes('--fake-beem')) {
  const { startFakeBeem } = await import('../tests/fixtures/fake-beem.ts');
  const beem = await startFakeBeem(BEEM_KEYS);
  if (process.argv.includes('--deliver')) {
    const seen = new Map<string, number>();
    setInterval(() => {
      for (const r of beem.messages) {
        if (r.status !== 'PENDING') continue;
        const at = seen.get(r.requestId);
        if (at === undefined) seen.set(r.requestId, Date.now());
        else if (at < Date.now() - 1000) beem.setStatus(r.requestId, 'DELIVERED');
      }
    }, 500).unref();
  }
  process.on('message', (m: { type?: string }) => {
    if (m?.type !== 'arrivals') return;
    const perPhone = new Map<string, number>();
    for (const r of beem.messages) perPhone.set(`+${r.to}`, (perPhone.get(`+${r.to}`) ?? 0) + 1);
    const firstAt = new Map<string, number>();
    for (const r of beem.sends())
      for (const to of (r.body?.recipients ?? []) as { dest_addr: string }[])
        if (!firstAt.has(`+${to.dest_addr}`)) firstAt.set(`+${to.dest_addr}`, r.at);
    process.send!({
      type: 'arrivals',
      at: beem.sends().map((r) => r.at),
      perPhone: [...perPhone],
      firstAt: [...firstAt],
    });
  });
  process.on('disconnect', () => process.exit(0));
  process.send!({ type: 'ready', url: beem.url });
}

export type BeemProcess = {
  url: string;
  arrivals: () => Promise<{ at: number[]; perPhone: Map<string, number>; firstAt: Map<string, number> }>;
  stop: () => void;
};

/** Starts the fake in its own process. */
export async function startBeemProcess(options: { deliver?: boolean } = {}): Promise<BeemProcess> {
  const child: ChildProcess = fork(import.meta.filename, ['--fake-beem', ...(options.deliver ? ['--deliver'] : [])], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`fake Beem exited (${code})`)));
  });
  return {
    url,
    arrivals: () =>
      new Promise((resolve) => {
        child.once('message', (m) => {
          const a = m as { at: number[]; perPhone: [string, number][]; firstAt: [string, number][] };
          resolve({ at: a.at, perPhone: new Map(a.perPhone), firstAt: new Map(a.firstAt) });
        });
        child.send({ type: 'arrivals' });
      }),
    stop: () => void child.kill(),
  };
}
