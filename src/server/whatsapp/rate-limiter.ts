/**
 * Outbound pacing per phone number: at most `perSecond` sends in any sliding second (Meta's default
 * throughput is 80 messages a second per number, protocols.md §1). The times of the last sends are
 * kept per key and a send waits until the oldest of them is a second old (plus a 100 ms margin:
 * a send leaves a busy event loop and crosses the network a little late, and an earlier one
 * delayed more than a later one would otherwise squeeze 81 into a second at Meta's end; measured
 * in bench/whatsapp-webhook.ts, 25 ms was not enough under load). One limiter per process is shared
 * by every worker loop of that process. Several app processes each pace themselves, so N processes
 * may together reach N × the rate; Meta then answers 130429 and the send job is retried with
 * backoff (send-message.ts): nothing is lost, only delayed. For the exact rate, run the worker in
 * one process (JOBS_WORKER=false in the others).
 */
const WINDOW_MS = 1000;
const MARGIN_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class RateLimiter {
  private readonly perSecond: number;
  private readonly sent = new Map<string, number[]>();
  private readonly queues = new Map<string, Promise<void>>();
  constructor(perSecond: number) {
    this.perSecond = perSecond;
  }

  /** Waits for this key's next free slot and takes it; callers of one key are served in order. */
  take(key: string, perSecond: number = this.perSecond): Promise<void> {
    const turn = (this.queues.get(key) ?? Promise.resolve()).then(() => this.acquire(key, perSecond));
    const tail = turn.catch(() => {});
    this.queues.set(key, tail);
    // Drop a drained queue; the send times stay (one short array per number of this process).
    void tail.then(() => {
      if (this.queues.get(key) === tail) this.queues.delete(key);
    });
    return turn;
  }

  private async acquire(key: string, perSecond: number): Promise<void> {
    let times = this.sent.get(key);
    if (!times) this.sent.set(key, (times = []));
    for (;;) {
      const now = performance.now();
      while (times.length && now - times[0]! >= WINDOW_MS + MARGIN_MS) times.shift();
      if (times.length < perSecond) break;
      await sleep(times[0]! + WINDOW_MS + MARGIN_MS - now);
    }
    times.push(performance.now());
  }
}

export const SENDS_PER_SECOND = 80;
/** Numbers that stay in the WhatsApp Business app (coexistence) are held at 20 a second by Meta. */
export const COEXISTENCE_SENDS_PER_SECOND = 20;
export const sendLimiter = new RateLimiter(SENDS_PER_SECOND);
