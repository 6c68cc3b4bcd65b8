import type { Context } from 'hono';

/**
 * Streams CSV chunks as a download: the body is pulled chunk by chunk, so a large export never
 * sits whole in memory. `filename` is ASCII (the browser saves under it as given).
 */
export function csvDownload(c: Context, chunks: AsyncGenerator<string>, filename: string): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
  return c.body(stream, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
  });
}

/** The file name of an export over a range of days: `name-2026-01-01_to_2026-01-31.csv`, each end if given. */
export function rangeFile(name: string, { from, to }: { from?: string | undefined; to?: string | undefined }) {
  const range = [from, to].filter(Boolean).join('_to_');
  return `${name}${range ? `-${range}` : ''}.csv`;
}
