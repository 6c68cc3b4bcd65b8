import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { errorSchema } from '../../lib/contracts/error.ts';
import { createLogger } from '../logger.ts';
import type { AppEnv } from './context.ts';
import { AppError, handleError } from './errors.ts';
import { validate } from './validate.ts';
import { z } from 'zod';

/**
 * The refusals no route can be called into on purpose (a bug's 500, a unique value taken at once,
 * hono's own exceptions) answer the same error contract as the others: error-answers.test.ts
 * covers the ones a request can provoke.
 */
const app = new Hono<AppEnv>();
app.use(async (c, next) => {
  c.set('requestId', 'test-1');
  await next();
});
app.get('/bug', () => {
  throw new TypeError('a bug');
});
app.get('/taken', () => {
  throw Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'x' });
});
app.get('/hono/:status', (c) => {
  throw new HTTPException(Number(c.req.param('status')) as 400);
});
app.get('/app', () => {
  throw new AppError(409, 'conflict', {}, 'email');
});
app.get('/nested', (c) =>
  c.json(
    validate(z.strictObject({ lines: z.array(z.strictObject({ quantity: z.int().min(1) })) }), {
      lines: [{ quantity: 0 }],
    }),
  ),
);
app.onError((error, c) => handleError(error, c, createLogger('silent')));

const call = async (path: string) => {
  const res = await app.request(path, { headers: { 'accept-language': 'sw' } });
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('every error the handler writes has the error contract', () => {
  it.each([
    ['/bug', 500, 'internal'],
    ['/taken', 409, 'conflict'],
    ['/hono/413', 413, 'payload_too_large'],
    ['/hono/401', 401, 'unauthorized'],
    ['/hono/400', 400, 'bad_request'],
    ['/app', 409, 'conflict'],
    ['/nested', 400, 'too_small'],
  ] as const)('%s: %i %s', async (path, status, code) => {
    const res = await call(path);
    expect(res.status).toBe(status);
    const parsed = errorSchema.safeParse(res.body);
    expect(parsed.success ? [] : parsed.error.issues, JSON.stringify(res.body)).toEqual([]);
    expect(res.body).toMatchObject({ code, requestId: 'test-1' });
  });

  it('names the nested field at fault, dotted', async () => {
    expect((await call('/nested')).body).toMatchObject({ field: 'lines.0.quantity' });
  });

  it('refuses a body with a field the contract does not name', () => {
    const body = { code: 'internal', message: 'x', requestId: 'r', stack: 'at …' };
    expect(errorSchema.safeParse(body).success).toBe(false);
  });
});
