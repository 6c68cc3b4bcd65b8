import { Worker } from 'node:worker_threads';
import type { MaintenanceTiming, WorkerReply, WorkerRequest } from './pglite-worker.ts';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: unknown };
type Query = (sql: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;

/**
 * PGlite on a worker thread, with the part of PGlite's interface drizzle uses (query,
 * transaction). The web server's thread then only serialises queries and reads results; Postgres
 * itself runs beside it, on the second core (docs/decisions/0008).
 *
 * PGlite is one session: plain queries are sent as they come (the worker runs them in order), a
 * transaction waits for those already sent and holds back the ones that come after it until it
 * ends, so that nothing runs inside somebody else's transaction.
 */
export class PGliteThread {
  readonly #worker: Worker;
  readonly #calls = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  readonly #inFlight = new Set<Promise<unknown>>();
  #barrier: Promise<void> = Promise.resolve();
  #next = 0;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (m: WorkerReply) => {
      const call = this.#calls.get(m.id);
      this.#calls.delete(m.id);
      if (m.error) call?.reject(Object.assign(new Error(m.error.message), m.error));
      else call?.resolve(m.result);
    });
    const fail = (error: Error) => {
      for (const call of this.#calls.values()) call.reject(error);
      this.#calls.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`database thread exited (${code})`)));
  }

  /** `dataDir` null: in memory (tests); `maintenanceTiming` for tests of the maintenance's schedule. */
  static async open(dataDir: string | null, maintenanceTiming?: MaintenanceTiming): Promise<PGliteThread> {
    const thread = new PGliteThread(new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: { dataDir, maintenanceTiming } }));
    await thread.#send({ op: 'ready' });
    return thread;
  }

  #send(request: Omit<WorkerRequest, 'id'>): Promise<unknown> {
    const id = ++this.#next;
    return new Promise((resolve, reject) => {
      this.#calls.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  readonly #direct: Query = (sql, params = [], options) => this.#send({ op: 'query', sql, params, rowMode: options?.rowMode, raw: options?.parsers !== undefined });

  async query(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<unknown> {
    // Wait for the transactions begun before this query; send in the same tick as the last wait
    // ends, so that no transaction can begin in between.
    let barrier: Promise<void>;
    do {
      barrier = this.#barrier;
      await barrier;
    } while (barrier !== this.#barrier);
    const call = this.#direct(sql, params, options);
    this.#inFlight.add(call);
    const done = () => void this.#inFlight.delete(call);
    call.then(done, done);
    return call;
  }

  async transaction<T>(fn: (tx: { query: Query }) => Promise<T>): Promise<T> {
    const before = this.#barrier;
    let release!: () => void;
    this.#barrier = new Promise<void>((resolve) => (release = resolve));
    try {
      await before;
      await Promise.allSettled([...this.#inFlight]);
      await this.#direct('begin');
      try {
        const result = await fn({ query: this.#direct });
        await this.#direct('commit');
        return result;
      } catch (error) {
        await this.#direct('rollback').catch(() => undefined);
        throw error;
      }
    } finally {
      release();
    }
  }

  /**
   * Vacuums and analyses the table that needs it most, if one does (the worker does this by itself
   * every few seconds). `light`: VACUUM only, as while requests keep coming.
   */
  async maintain(options: { light?: boolean } = {}): Promise<string[]> {
    return (await this.#send({ op: 'maintain', light: options.light === true })) as string[];
  }

  async close(): Promise<void> {
    await this.#barrier;
    await Promise.allSettled([...this.#inFlight]);
    await this.#send({ op: 'close' });
    await this.#worker.terminate();
  }
}
