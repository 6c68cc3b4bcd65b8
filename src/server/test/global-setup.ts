import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres.ts';

export type TestDatabase = { adminUrl: string; template: string };
declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabase;
  }
}

/**
 * The server tests' database: the PostgreSQL server of DATABASE_URL, or else one embedded
 * PostgreSQL for the whole run (as `npm start` uses, but in a temporary folder and without fsync:
 * a test's data need not survive a power cut). Migrations run once, into a template database; each
 * test app gets a fresh copy of it (createTestApp), a few milliseconds instead of a migration run.
 */
export default async function setup(project: TestProject) {
  let cluster: EmbeddedPostgres | null = null;
  let dir: string | null = null;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dir = mkdtempSync(path.join(tmpdir(), 'duka-test-pg-'));
    const settings = { fsync: 'off', full_page_writes: 'off', max_connections: '300', shared_buffers: '128MB' };
    cluster = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), settings });
    adminUrl = cluster.url('postgres');
  }
  const template = `tpl_${randomBytes(5).toString('hex')}`;
  await admin(adminUrl, `create database ${template}`);
  const database = await openDatabase({ url: withDatabase(adminUrl, template) });
  await database.close();
  project.provide('testDatabase', { adminUrl, template });
  return async () => {
    await admin(adminUrl, `drop database if exists ${template} with (force)`);
    await cluster?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

export async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
