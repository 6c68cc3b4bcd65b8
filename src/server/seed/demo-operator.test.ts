import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts.ts';
import { readEnv } from '../env.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { DEMO_OPERATOR, seedDemo } from './demo.ts';

// The demo's operator (issue 29, decision 0045): an operator only in development with the demo
// seeded, never in production by default; OPERATOR_EMAILS replaces the default.
const dir = mkdtempSync(path.join(tmpdir(), 'duka-operator-env-'));
const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
  rmSync(dir, { recursive: true, force: true });
});

describe('who is an operator', () => {
  const emails = (env: Record<string, string>) => readEnv({ DATA_DIR: dir, ...env }).operatorEmails;

  it('is the demo operator in development with the demo seeded, and nobody in production or tests', () => {
    expect(emails({})).toEqual(['operator@duka.chat']);
    expect(emails({ NODE_ENV: 'development', SEED_DEMO: 'false' })).toEqual([]);
    expect(emails({ NODE_ENV: 'production' })).toEqual([]);
    expect(emails({ NODE_ENV: 'test' })).toEqual([]);
  });

  it('is whoever OPERATOR_EMAILS names, lower-cased, in place of the demo operator', () => {
    expect(emails({ OPERATOR_EMAILS: ' Ops@Example.com, ,b@example.com ' })).toEqual([
      'ops@example.com',
      'b@example.com',
    ]);
    expect(emails({ NODE_ENV: 'production', OPERATOR_EMAILS: 'ops@example.com' })).toEqual(['ops@example.com']);
  });
});

describe('the demo operator account', () => {
  const operatorRows = (t: TestApp) => t.db.select().from(users).where(eq(users.email, DEMO_OPERATOR.email));

  it('is made with the demo where it is an operator, once, and can open the console', async () => {
    const t = await createTestApp({ env: { OPERATOR_EMAILS: DEMO_OPERATOR.email } });
    apps.push(t);
    await seedDemo(t.deps);
    await seedDemo(t.deps);
    expect(await operatorRows(t)).toHaveLength(1);
    const client = t.client();
    const login = await client.post('/api/auth/login', {
      email: DEMO_OPERATOR.email,
      password: DEMO_OPERATOR.password,
    });
    expect(login.status).toBe(200);
    expect((await client.get('/api/operator/me')).body).toEqual({ email: DEMO_OPERATOR.email });
  });

  it('is not made where it would not be an operator', async () => {
    const t = await createTestApp();
    apps.push(t);
    await seedDemo(t.deps);
    expect(await operatorRows(t)).toEqual([]);
  });
});
