import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { appWithOwner, type TestApp, type TestClient } from '../test/harness.ts';
import { withDatabase } from '../test/global-setup.ts';
import { BackupRefused, listWithChecksums } from './backup-archive.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

// Issue 31: a backup taken while the shop keeps selling brings a fresh install back to exactly
// what was acknowledged before it began (rows and media, byte for byte), and nothing after; a
// damaged backup is refused with nothing restored.

let t: TestApp, owner: TestClient, shopId: string, work: string;
const databaseUrl = () => withDatabase(inject('testDatabase').adminUrl, t.databaseName);

beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
  work = await mkdtemp(path.join(tmpdir(), 'duka-backup-test-'));
  // Reachable by the `postgres` user when run as root, so restored clusters stay inside it.
  await chmod(work, 0o755);
});
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

const STOCK = 100_000;
async function addProduct(name: string) {
  const res = await owner.post('/api/products', { name, price: 1_500, category: 'food_beverages', stock: STOCK });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

const sell = (productId: string, quantity: number, client = owner) =>
  client.post('/api/orders', {
    channel: 'pos',
    lines: [{ product_id: productId, quantity }],
    payment_method: 'cash',
    status: 'completed',
  });

async function expenseWithReceipt(colour: string) {
  const expense = await owner.post('/api/expenses', {
    amount: 20_000,
    category: 'rent',
    spent_on: new Date().toISOString().slice(0, 10),
    paid_by: 'cash',
  });
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('receipt', new File([photo], 'receipt.png', { type: 'image/png' }));
  const res = await owner.post(`/api/expenses/${expense.body.id}/receipt`, form);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  // The answer names the photo by a signed link (/media/receipts/<expiry>.<signature>/<name>.webp):
  // the file is receipts/<name>.webp under DATA_DIR/media.
  const url = (res.body.receipt.url as string).replace(/^\/media\//, '');
  return { id: expense.body.id as string, file: url.replace(/^([^/]+)\/\d{10}\.[\w-]{43}\//, '$1/') };
}

function filesUnder(dir: string, under = ''): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  if (!existsSync(path.join(dir, under))) return found;
  for (const entry of readdirSync(path.join(dir, under), { withFileTypes: true })) {
    const relative = path.join(under, entry.name);
    if (entry.isDirectory()) for (const [k, v] of filesUnder(dir, relative)) found.set(k, v);
    else found.set(relative, readFileSync(path.join(dir, relative)));
  }
  return found;
}

/** Runs `read` against the database of a restored data folder. */
async function inRestored<T>(dataDir: string, read: (client: pg.Client) => Promise<T>): Promise<T> {
  const cluster = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres') });
  const client = new pg.Client({ connectionString: cluster.url() });
  try {
    await client.connect();
    return await read(client);
  } finally {
    await client.end().catch(() => undefined);
    await cluster.stop();
  }
}

/** Every customer row of the shop, as text, hashed: equal only if every byte came back. */
const digestOf = async (client: pg.Client) =>
  (
    await client.query<{ d: string }>(
      `select md5(string_agg(c::text, '|' order by c.id)) as d from customers c where c.shop_id = $1`,
      [shopId],
    )
  ).rows[0]!.d;

const ids = async (client: pg.Client, sql: string) =>
  new Set((await client.query<{ id: string }>(sql, [shopId])).rows.map((r) => r.id));

/** The shop's books agree with themselves: what a restore must keep whatever moment it froze. */
async function booksAgree(client: pg.Client, productIds: string[]) {
  const one = async (sql: string) => (await client.query(sql, [shopId])).rows[0];
  // Every order's total is the sum of its lines; every cash sale booked its cash once.
  const lines = await one(
    `select count(*)::int as wrong from orders o
      where o.shop_id = $1 and o.total <> (select coalesce(sum(l.line_total), 0) from order_lines l
                                            where l.shop_id = o.shop_id and l.order_id = o.id)`,
  );
  expect(lines.wrong).toBe(0);
  const cash = await one(
    `select (select coalesce(sum(total), 0) from orders where shop_id = $1)::bigint as sold,
            (select coalesce(sum(amount), 0) from ledger_entries where shop_id = $1 and kind = 'cash_sale')::bigint as booked,
            (select count(*) from orders where shop_id = $1)::int as orders,
            (select coalesce(sum(orders), 0) from sales_daily where shop_id = $1)::int as counted`,
  );
  expect(cash.booked).toBe(cash.sold);
  expect(cash.counted).toBe(cash.orders);
  // Stock moved exactly by what was sold.
  for (const id of productIds) {
    const stock = await client.query(
      `select p.stock + (select coalesce(sum(l.quantity), 0) from order_lines l where l.shop_id = p.shop_id and l.product_id = p.id) as start
         from products p where p.shop_id = $1 and p.id = $2`,
      [shopId, id],
    );
    expect(Number(stock.rows[0].start)).toBe(STOCK);
  }
  return cash.orders as number;
}

describe('backup and restore', () => {
  let backupFile: string;

  it('restores everything acknowledged before the backup, media byte for byte, and nothing after', async () => {
    const productId = await addProduct('Soda');
    const before: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await sell(productId, i + 1);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      before.push(res.body.id);
    }
    // A table of many COPY chunks (the protocol sends ~64 kB at a time), with text that needs
    // COPY's escapes: tabs, new lines, backslashes, Swahili and emoji.
    await t.db.execute(
      sql`insert into customers (shop_id, id, phone, name, notes)
          select ${shopId}, gen_random_uuid(), '+2557' || lpad(i::text, 8, '0'), 'Mteja ' || i,
                 E'line one\n\ttab \\ back\\slash ' || repeat('ñ🙂', 20)
            from generate_series(1, 3000) i`,
    );
    const live = new pg.Client({ connectionString: databaseUrl() });
    await live.connect();
    const customersDigest = await digestOf(live).finally(() => live.end());
    const receipt = await expenseWithReceipt('#c0ffee');
    const mediaBefore = filesUnder(path.join(t.deps.env.dataDir, 'media'));
    expect(mediaBefore.has(receipt.file)).toBe(true);

    const backup = await createBackup({
      dataDir: t.deps.env.dataDir,
      databaseUrl: databaseUrl(),
      out: path.join(work, 'first.tar.gz'),
    });
    backupFile = backup.file;
    expect(backup.manifest.database?.tables.find((tb) => tb.name === 'orders')?.rows).toBeGreaterThanOrEqual(5);

    // The shop keeps selling, and files another receipt.
    const after = (await sell(productId, 1)).body.id as string;
    const laterReceipt = await expenseWithReceipt('#ff00aa');

    const fresh = path.join(work, 'fresh');
    await restoreBackup({ file: backupFile, dataDir: fresh });

    const restoredMedia = filesUnder(path.join(fresh, 'media'));
    for (const [file, bytes] of mediaBefore) expect(restoredMedia.get(file)?.equals(bytes), file).toBe(true);
    expect(restoredMedia.has(laterReceipt.file)).toBe(false);

    await inRestored(fresh, async (client) => {
      const orders = await ids(client, 'select id::text from orders where shop_id = $1');
      expect([...orders].sort()).toEqual([...before].sort());
      expect(orders.has(after)).toBe(false);
      const expenses = await ids(client, 'select id::text from expenses where shop_id = $1');
      expect(expenses.has(receipt.id)).toBe(true);
      expect(expenses.has(laterReceipt.id)).toBe(false);
      const payments = await client.query(
        `select count(*)::int as n from ledger_entries where shop_id = $1 and kind = 'cash_sale'`,
        [shopId],
      );
      expect(payments.rows[0].n).toBe(5);
      await booksAgree(client, [productId]);
      expect(await digestOf(client)).toBe(customersDigest);
      // The app's migrations are all applied: it starts on it as on any install.
      const migrations = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(migrations.rows[0].n).toBe(backup.manifest.database!.migrations.count);
    });
  });

  it('refuses a data folder that is not empty unless told, and keeps the old one aside when told', async () => {
    const used = path.join(work, 'used');
    await mkdir(used);
    await writeFile(path.join(used, 'keep.txt'), 'mine');
    await expect(restoreBackup({ file: backupFile, dataDir: used })).rejects.toThrow(/not empty.*--force/);
    expect(readdirSync(used)).toEqual(['keep.txt']);
    const forced = await restoreBackup({ file: backupFile, dataDir: used, force: true });
    expect(readFileSync(path.join(forced.movedAside!, 'keep.txt'), 'utf8')).toBe('mine');
    expect(readdirSync(used)).toContain('media');
  });

  it('refuses a damaged backup with a clear message and restores nothing', async () => {
    // A flipped byte in the compressed stream.
    const damaged = path.join(work, 'damaged.tar.gz');
    const bytes = readFileSync(backupFile);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    await writeFile(damaged, bytes);
    const target = path.join(work, 'from-damaged');
    const refusal = await restoreBackup({ file: damaged, dataDir: target }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(BackupRefused);
    expect((refusal as Error).message).toMatch(/damaged|not a readable backup/);
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(work).filter((n) => n.startsWith('from-damaged'))).toEqual([]);

    // A well-formed archive whose receipt was changed: the checksum names the file.
    const unpacked = path.join(work, 'tamper');
    await mkdir(unpacked);
    await tar.extract({ file: backupFile, cwd: unpacked });
    const receipt = Object.keys(Object.fromEntries(filesUnder(path.join(unpacked, 'files', 'media')))).find((f) =>
      f.endsWith('.webp'),
    )!;
    await writeFile(path.join(unpacked, 'files', 'media', receipt), 'not the photo');
    const tampered = path.join(work, 'tampered.tar.gz');
    await tar.create({ gzip: true, file: tampered, cwd: unpacked }, readdirSync(unpacked));
    const checksum = await restoreBackup({ file: tampered, dataDir: target }).catch((e: unknown) => e);
    expect((checksum as Error).message).toContain(`files/media/${receipt} does not match its checksum`);
    expect(existsSync(target)).toBe(false);
  });

  it('a backup that fails while loading (checksums right, a row the database refuses) leaves the folder as it was', async () => {
    const unpacked = path.join(work, 'bad-row');
    await mkdir(unpacked);
    await tar.extract({ file: backupFile, cwd: unpacked });
    await writeFile(path.join(unpacked, 'db', 'orders.copy'), 'not\tan\torder\n');
    const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'));
    manifest.files = await listWithChecksums(unpacked);
    await writeFile(path.join(unpacked, 'manifest.json'), JSON.stringify(manifest));
    const badRow = path.join(work, 'bad-row.tar.gz');
    await tar.create({ gzip: true, file: badRow, cwd: unpacked }, readdirSync(unpacked));
    const target = path.join(work, 'kept');
    await mkdir(target);
    await writeFile(path.join(target, 'keep.txt'), 'mine');
    await expect(restoreBackup({ file: badRow, dataDir: target, force: true })).rejects.toThrow();
    expect(readdirSync(target)).toEqual(['keep.txt']);
    expect(readdirSync(work).filter((n) => n.startsWith('kept.'))).toEqual([]);
  });

  it('a backup taken while 8 clients place orders holds every order acknowledged before it began, and consistent books', async () => {
    const products = [await addProduct('Chai'), await addProduct('Mandazi')];
    const acknowledged: { id: string; at: number }[] = [];
    let selling = true;
    const clients = await Promise.all(
      Array.from({ length: 8 }, async () => {
        // Each client a cashier's own session on the shop (the owner's session, signed in again).
        const c = t.client();
        c.cookie = owner.cookie;
        return c;
      }),
    );
    const loops = clients.map(async (client, i) => {
      for (let n = 0; selling; n++) {
        const res = await sell(products[(i + n) % 2]!, 1 + (n % 3), client);
        if (res.status === 201) acknowledged.push({ id: res.body.id, at: Date.now() });
      }
    });
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
    const startedAt = Date.now();
    const backup = await createBackup({
      dataDir: t.deps.env.dataDir,
      databaseUrl: databaseUrl(),
      out: path.join(work, 'busy.tar.gz'),
    });
    // A little more selling after the backup, then stop.
    await new Promise((r) => setTimeout(r, 200));
    selling = false;
    await Promise.all(loops);

    const fresh = path.join(work, 'fresh-busy');
    await restoreBackup({ file: backup.file, dataDir: fresh });
    const ackedBefore = acknowledged.filter((a) => a.at < startedAt).map((a) => a.id);
    expect(ackedBefore.length).toBeGreaterThanOrEqual(40);
    await inRestored(fresh, async (client) => {
      const orders = await ids(client, 'select id::text from orders where shop_id = $1');
      expect(ackedBefore.filter((id) => !orders.has(id))).toEqual([]);
      // Some were placed while it ran or after: not all are in it.
      expect(orders.size).toBeLessThan(acknowledged.length);
      await booksAgree(client, products);
    });
  });
});
