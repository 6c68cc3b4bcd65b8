import type { NodeOf } from '../../../lib/chat/flow-schema.ts';
import { interpolate, pick, setVar } from '../interpolate.ts';
import { assertPublicUrl } from '../ssrf.ts';
import type { Executor } from '../engine-types.ts';

const MAX_RESPONSE_BYTES = 100 * 1024;

async function readCapped(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_RESPONSE_BYTES) {
      await reader.cancel();
      throw new Error('response too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Calls the merchant's URL ({{variables}} filled into URL, headers and body), keeps the JSON answer
 * (or a field of it by dotted path) in a variable and leaves through 'next', or through 'error' on
 * a refused address, a timeout, a redirect or a 4xx/5xx. The answer is only ever used as text.
 */
export const httpRequest: Executor<NodeOf<'http_request'>> = {
  enter: async (node, ctx) => {
    const { method, headers, body, save_as, response_path, timeout_ms } = node.data;
    // The merchant's URL is called once per message, under the conversation's lock.
    ctx.exclusive();
    const vars = ctx.state.vars;
    try {
      const target = interpolate(
        node.data.url,
        Object.fromEntries(
          Object.entries(vars).map(([k, v]) => [k, typeof v === 'string' ? encodeURIComponent(v) : v]),
        ),
      );
      const url = ctx.env.NODE_ENV === 'test' ? new URL(target) : await assertPublicUrl(target);
      const response = await fetch(url, {
        method,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeout_ms),
        headers: Object.fromEntries([
          ...(method === 'POST' ? [['content-type', 'application/json']] : []),
          ...headers.map((h) => [h.name, interpolate(h.value, vars)]),
        ]),
        ...(method === 'POST' && body !== undefined && { body: interpolate(body, vars) }),
      });
      const text = await readCapped(response);
      if (response.status >= 300) throw new Error(`status ${response.status}`);
      let value: unknown = text;
      try {
        value = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      if (save_as) setVar(vars, save_as, response_path ? pick(value, response_path) : value);
      return { kind: 'next', handle: 'next' };
    } catch (error) {
      ctx.log.info({ node: node.id, shopId: ctx.shop.id, err: (error as Error).message }, 'chat http_request failed');
      return { kind: 'next', handle: 'error' };
    }
  },
};
