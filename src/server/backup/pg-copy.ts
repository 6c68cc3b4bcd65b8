import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import type pg from 'pg';

// COPY through node-postgres without another package: the client runs any object with a
// `submit(connection)` method as its active query and hands it the COPY messages
// (handleCopyData, handleCopyInResponse), as the pg-copy-streams package does. COPY's text
// format is what pg_dump writes too: it round-trips every type, across PostgreSQL versions.

type Connection = {
  query: (text: string) => void;
  sendCopyFromChunk: (chunk: Buffer) => void;
  endCopyFrom: () => void;
  sendCopyFail: (message: string) => void;
  stream: { pause: () => void; resume: () => void };
};

abstract class CopyQuery {
  private error: Error | null = null;
  private settle!: { resolve: () => void; reject: (e: Error) => void };
  readonly done = new Promise<void>((resolve, reject) => (this.settle = { resolve, reject }));
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  submit(connection: Connection) {
    connection.query(this.text);
  }
  /** node-postgres drops an erring query at once: no ReadyForQuery reaches it after an error. */
  handleError(error: Error) {
    this.error ??= error;
    this.settle.reject(error);
  }
  get failed() {
    return this.error !== null;
  }
  handleReadyForQuery() {
    if (this.error) this.settle.reject(this.error);
    else this.settle.resolve();
  }
  handleCommandComplete() {}
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyData(_msg: { chunk: Buffer }, _connection: Connection) {}
  handleCopyInResponse(_connection: Connection) {}
}

class CopyOut extends CopyQuery {
  private readonly out: Writable;
  private waiting = false;
  constructor(text: string, out: Writable) {
    super(text);
    this.out = out;
  }
  override handleCopyData(msg: { chunk: Buffer }, connection: Connection) {
    // The parser reuses its buffer: the chunk is copied before the stream keeps it. The socket
    // waits while the file catches up, so a big table never piles up in memory.
    // Messages already read keep coming while paused: one wait for the drain, not one per message.
    if (!this.out.write(Buffer.from(msg.chunk)) && !this.waiting) {
      this.waiting = true;
      connection.stream.pause();
      this.out.once('drain', () => {
        this.waiting = false;
        connection.stream.resume();
      });
    }
  }
}

class CopyIn extends CopyQuery {
  private readonly source: Readable;
  constructor(text: string, source: Readable) {
    super(text);
    this.source = source;
  }
  override handleCopyInResponse(connection: Connection) {
    void (async () => {
      try {
        for await (const chunk of this.source) {
          // Refused (a bad row): the server ignores the rest, and the connection has moved on.
          if (this.failed) return;
          connection.sendCopyFromChunk(chunk as Buffer);
        }
        if (!this.failed) connection.endCopyFrom();
      } catch (error) {
        if (!this.failed) connection.sendCopyFail(`reading the backup failed: ${(error as Error).message}`);
      }
    })();
  }
}

/** Runs `COPY … TO STDOUT` and writes what it sends to `out` (left open). */
export async function copyOut(client: pg.ClientBase, text: string, out: Writable): Promise<void> {
  const query = new CopyOut(text, out);
  void client.query(query as never);
  await query.done;
  if (out.writableNeedDrain) await once(out, 'drain');
}

/** Runs `COPY … FROM STDIN` with the bytes of `source`. */
export async function copyIn(client: pg.ClientBase, text: string, source: Readable): Promise<void> {
  const query = new CopyIn(text, source);
  void client.query(query as never);
  await query.done;
}
