import type { AnalyticsLiveEvent } from '../../../lib/contracts/analytics.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';

// Live figures (issue 17): the order triggers of migration 0017 NOTIFY `duka_sales` with the shop
// and the kind of change, delivered at commit to every process that LISTENs (one connection per
// process, on the embedded server and on a shared PostgreSQL alike). Each process fans a change
// out to its own open streams of that shop; the screen refetches on each event.

const CHANNEL = 'duka_sales';
/** Proxies close a silent connection after 30-60 s: a comment line every 25 s keeps it open. */
export const KEEP_ALIVE_MS = 25_000;
/** Per process: a shop's screens, and one person's tabs (a runaway page cannot hold them all). */
export const MAX_STREAMS_PER_SHOP = 50;
export const MAX_STREAMS_PER_USER = 5;

type Stream = { userId: string; send: (kind: AnalyticsLiveEvent['kind']) => void };
type Hub = Map<string, Set<Stream>>;
const hubs = new WeakMap<Database, Hub>();
const KINDS = new Set<string>(['order', 'payment', 'cancel']);

/** Once per process and database, at start (so that no change is missed before the first stream). */
export function listenForSales(database: Database): void {
  if (hubs.has(database)) return;
  const hub: Hub = new Map();
  hubs.set(database, hub);
  database.listen(
    CHANNEL,
    (payload) => {
      let change: { shop?: string; kind?: string };
      try {
        change = JSON.parse(payload) as typeof change;
      } catch {
        return;
      }
      if (!change.shop || !KINDS.has(change.kind ?? '')) return;
      for (const stream of hub.get(change.shop) ?? []) stream.send(change.kind as AnalyticsLiveEvent['kind']);
    },
    // Changes may have been missed while the connection was down: every screen refetches.
    () => {
      for (const streams of hub.values()) for (const stream of streams) stream.send('order');
    },
  );
}

const encoder = new TextEncoder();

/** A text/event-stream of the shop's changes until the client goes away (429 past the caps). */
export function openLiveStream(database: Database, shopId: string, userId: string, signal: AbortSignal): Response {
  listenForSales(database);
  const hub = hubs.get(database)!;
  const streams = hub.get(shopId) ?? new Set<Stream>();
  const mine = [...streams].filter((s) => s.userId === userId).length;
  if (streams.size >= MAX_STREAMS_PER_SHOP || mine >= MAX_STREAMS_PER_USER)
    throw new AppError(429, 'live_streams_full');
  let stream: Stream | undefined;
  let keepAlive: NodeJS.Timeout | undefined;
  const close = () => {
    clearInterval(keepAlive);
    if (!stream) return;
    streams.delete(stream);
    if (streams.size === 0 && hub.get(shopId) === streams) hub.delete(shopId);
    stream = undefined;
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close(); // the stream was closed under us
        }
      };
      stream = {
        userId,
        send: (kind) => write(`event: change\ndata: ${JSON.stringify({ kind, at: new Date().toISOString() })}\n\n`),
      };
      streams.add(stream);
      hub.set(shopId, streams);
      keepAlive = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      // The first bytes now, so the browser (and any proxy) sees the stream open; retry: how soon it reconnects.
      write('retry: 3000\n: live\n\n');
      signal.addEventListener('abort', () => {
        close();
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      });
    },
    cancel: close,
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx would otherwise hold the events back in its buffer.
      'x-accel-buffering': 'no',
    },
  });
}

/** Open streams of a shop in this process (tests). */
export const liveStreamCount = (database: Database, shopId: string) => hubs.get(database)?.get(shopId)?.size ?? 0;
