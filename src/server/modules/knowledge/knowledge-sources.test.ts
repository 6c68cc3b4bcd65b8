import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import type { LookupFunction } from 'node:net';
import { jobs } from '../../db/schema/jobs.ts';
import { knowledgeFiles, knowledgePassages, knowledgeSources } from '../../db/schema/knowledge.ts';
import { readEnv } from '../../env.ts';
import { isPrivateAddress } from '../../providers/public-address.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { corruptPdf, encryptedPdf, menuPdf, scanPdf } from '../../../../tests/fixtures/knowledge-pdf.ts';
import { startKnowledgeSite, type KnowledgeSite } from '../../../../tests/fixtures/knowledge-site.ts';
import { indexSource, queueDueRecrawls, type IndexOptions } from './index-source.ts';
import { searchKnowledge } from './knowledge-search.ts';
import { INDEX_QUEUE } from './source.service.ts';

// Knowledge sources end to end on the server (issue 30): a PDF made by pdf-lib and a small site
// served here are extracted, indexed and answer an English and a Swahili question with the right
// passage; every bad input is said in words with nothing half-stored; the SSRF guard refuses
// private and loopback addresses in production (directly, through a redirect, through a DNS name).

let t: TestApp, owner: TestClient, shopId: string, site: KnowledgeSite;
/** The tests' site is on loopback: the worker may reach it only with the explicit switch. */
const local: IndexOptions = { allowPrivate: true };
/** Production: the guard on, as the server runs it. */
const production: IndexOptions = { allowPrivate: false };

beforeAll(async () => {
  t = await createTestApp();
  const o = await signUpUser(t, { shop: true });
  owner = o.client;
  shopId = o.shop.id;
  site = await startKnowledgeSite();
});
afterAll(async () => {
  await site.close();
  await t.close();
});

const uploadPdf = (bytes: Uint8Array, name = 'menu.pdf', language = 'en', client = owner) => {
  const form = new FormData();
  form.set('file', new File([Buffer.from(bytes)], name, { type: 'application/pdf' }));
  form.set('language', language);
  return client.post('/api/knowledge/sources/pdf', form);
};
const addUrl = (url: string, extra: object = {}, client = owner) =>
  client.post('/api/knowledge/sources/url', { url, language: 'en', ...extra });
const sourceRow = async (id: string) =>
  (
    await t.db
      .select()
      .from(knowledgeSources)
      .where(and(eq(knowledgeSources.shopId, shopId), eq(knowledgeSources.id, id)))
  )[0]!;
const passageCount = async (id: string) =>
  (await t.db.select({ n: count() }).from(knowledgePassages).where(eq(knowledgePassages.sourceId, id)))[0]!.n;
const indexed = async (id: string, options = local) => {
  await indexSource(t.db, shopId, id, options);
  return sourceRow(id);
};

describe('a PDF', () => {
  it('made by pdf-lib is extracted page by page, and an English and a Swahili question find the right page', async () => {
    const res = await uploadPdf(await menuPdf());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ kind: 'pdf', state: 'queued', file_name: 'menu.pdf', title: 'menu' });
    const s = await indexed(res.body.id);
    expect(s).toMatchObject({ state: 'indexed', errorCode: null });
    expect(s.passageCount).toBeGreaterThanOrEqual(3);
    const en = await searchKnowledge(t.db, shopId, 'en', 'How much is delivery to Kariakoo?');
    expect(en[0]).toMatchObject({ sourceKind: 'pdf', location: 'page 2', sourceTitle: 'menu' });
    expect(en[0]!.text).toContain('5,000 TZS to Kariakoo');
    // The same PDF as a Swahili source: its passages are searched in Swahili.
    const sw = await uploadPdf(await menuPdf(), 'sera.pdf', 'sw');
    await indexed(sw.body.id);
    const hit = (await searchKnowledge(t.db, shopId, 'sw', 'Usafirishaji ni bei gani Kariakoo?'))[0];
    expect(hit).toMatchObject({ location: 'page 3', sourceTitle: 'sera' });
    const passages = await owner.get(`/api/knowledge/sources/${res.body.id}/passages`);
    expect(passages.status).toBe(200);
    expect(passages.body.passages[0]).toMatchObject({ position: 0, location: 'page 1' });
    expect(passages.body.total).toBe(s.passageCount);
  });

  it.each([
    ['encrypted', encryptedPdf, 'failed', 'pdf_encrypted'],
    ['corrupt', async () => corruptPdf(), 'failed', 'pdf_corrupt'],
    ['without text (a scan)', scanPdf, 'no_text', 'pdf_no_text'],
  ] as const)('%s: says so, with no passage', async (_name, make, state, code) => {
    const res = await uploadPdf(await make());
    expect(res.status).toBe(201);
    const s = await indexed(res.body.id);
    expect(s).toMatchObject({
      state,
      errorCode: code,
      passageCount: 0,
      lastIndexedAt: state === 'no_text' ? expect.any(Date) : null,
    });
    expect(await passageCount(res.body.id)).toBe(0);
    const listed = (await owner.get('/api/knowledge/sources')).body.sources.find(
      (x: { id: string }) => x.id === res.body.id,
    );
    expect(listed).toMatchObject({ state, error_code: code, passage_count: 0 });
  });

  it('refuses by its bytes what is not a PDF, or over 10 MB, storing nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(knowledgeSources))[0]!.n;
    const html = await uploadPdf(new TextEncoder().encode('<html>not a pdf</html>'), 'menu.pdf');
    expect(html.status).toBe(400);
    expect(html.body).toMatchObject({ code: 'knowledge_not_pdf', field: 'file' });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const huge = await uploadPdf(big);
    expect([400, 413]).toContain(huge.status);
    expect(huge.body.code).toBe('knowledge_pdf_too_large');
    const none = await owner.post('/api/knowledge/sources/pdf', new FormData());
    expect(none.status).toBe(400);
    const sw = await uploadPdf(new TextEncoder().encode('GIF89a'), 'x.pdf', 'sw', owner);
    expect(sw.status).toBe(400);
    expect((await t.db.select({ n: count() }).from(knowledgeSources))[0]!.n).toBe(before);
    expect(
      (await t.db.select({ n: count() }).from(knowledgeFiles).where(eq(knowledgeFiles.shopId, shopId)))[0]!.n,
    ).toBe(before);
  });
});

describe('a site', () => {
  it('is crawled on the same site up to the limit, listing what it skipped, and answers en and sw', async () => {
    const res = await addUrl(`${site.url}/`, { follow_links: true, max_pages: 10, title: 'Our website' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const s = await indexed(res.body.id);
    expect(s).toMatchObject({ state: 'indexed', pagesCrawled: 4, errorCode: null });
    // The PDF link is not a web page; the partner's site is another site and is never fetched.
    expect(s.pagesSkipped).toEqual([{ url: `${site.url}/menu.pdf`, reason: 'not_html' }]);
    expect(site.hits).not.toContain('/menu.pdf');
    const en = await searchKnowledge(t.db, shopId, 'en', 'What time do you open on Sunday?');
    expect(en[0]).toMatchObject({ sourceTitle: 'Our website', location: `${site.url}/hours` });
    expect(en[0]!.text).toContain('On Sunday we open at 10 am');
    // The site's Swahili page, as a Swahili source.
    const sw = await owner.post('/api/knowledge/sources/url', { url: `${site.url}/sw/`, language: 'sw' });
    await indexed(sw.body.id);
    const hit = (await searchKnowledge(t.db, shopId, 'sw', 'Je, mnafungua saa ngapi Jumapili?'))[0];
    expect(hit?.location).toBe(`${site.url}/sw/`);
    expect(hit?.text).toContain('Jumapili tunafungua saa nne');
  });

  it('stops at max_pages and says which pages it left', async () => {
    const res = await addUrl(`${site.url}/`, { follow_links: true, max_pages: 2 });
    const s = await indexed(res.body.id);
    expect(s.pagesCrawled).toBe(2);
    expect(
      s.pagesSkipped
        .filter((p) => p.reason === 'max_pages')
        .map((p) => new URL(p.url).pathname)
        .sort(),
    ).toEqual(['/delivery', '/sw/']);
  });

  it.each([
    ['/slow', 'timeout'],
    ['/loop-a', 'redirect_loop'],
    ['/big', 'too_large'],
    ['/data.json', 'not_html'],
    ['/gone', 'http_status'],
  ] as const)('%s: fails with %s, with no passage', async (path, code) => {
    const res = await addUrl(`${site.url}${path}`);
    const started = Date.now();
    const s = await indexed(res.body.id, { ...local, timeoutMs: 500 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(s).toMatchObject({ state: 'failed', errorCode: code, passageCount: 0 });
    expect(await passageCount(res.body.id)).toBe(0);
    if (path === '/big') expect(site.bigCutOff()).toBe(true);
  });

  it('refuses an address that is not http(s) or has credentials, storing nothing', async () => {
    for (const url of ['ftp://example.com/', 'javascript:alert(1)', 'http://user:pw@example.com/', 'not a url']) {
      const res = await addUrl(url);
      expect(res.status, url).toBe(400);
      expect(res.body.code).toBe('knowledge_bad_url');
    }
  });
});

describe('the SSRF guard, in production', () => {
  const hitsOf = (path: string) => site.hits.filter((h) => h === path).length;
  /** For the tests: 127.0.0.1 (the site) counts as public, every other private address stays private. */
  const siteIsPublic = (address: string) => address !== '127.0.0.1' && isPrivateAddress(address);

  it('refuses loopback directly, by address and by the name localhost', async () => {
    const before = hitsOf('/hours');
    for (const url of [`${site.url}/hours`, `http://localhost:${site.port}/hours`, `http://[::1]:${site.port}/hours`]) {
      const res = await addUrl(url);
      const s = await indexed(res.body.id, production);
      expect(s, url).toMatchObject({ state: 'failed', errorCode: 'private_address', passageCount: 0 });
    }
    expect(hitsOf('/hours')).toBe(before);
  });

  it('refuses a private address reached through a redirect', async () => {
    const res = await addUrl(`${site.url}/to-other-address`);
    const s = await indexed(res.body.id, { ...production, isPrivate: siteIsPublic });
    expect(s).toMatchObject({ state: 'failed', errorCode: 'private_address', passageCount: 0 });
    expect(hitsOf('/to-other-address')).toBeGreaterThan(0);
  });

  it('refuses a DNS name that resolves to a private address (checked at connect, on the address connected to)', async () => {
    let asked = 0;
    const lookup: LookupFunction = (hostname, options, callback) => {
      asked += 1;
      const answer = [{ address: '10.1.2.3', family: 4 }];
      if (options.all) callback(null, answer);
      else callback(null, answer[0]!.address, 4);
    };
    const res = await addUrl(`http://shop.example.com:${site.port}/hours`);
    const s = await indexed(res.body.id, { ...production, lookup });
    expect(s).toMatchObject({ state: 'failed', errorCode: 'private_address' });
    expect(asked).toBeGreaterThan(0);
    // The same name answering the site's (public, for the test) address is fetched.
    const publicLookup: LookupFunction = (_h, options, callback) =>
      options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4);
    const ok = await addUrl(`http://shop.example.com:${site.port}/hours`);
    expect(await indexed(ok.body.id, { ...production, lookup: publicLookup, isPrivate: siteIsPublic })).toMatchObject({
      state: 'indexed',
    });
  });

  it('cannot be switched off in production', () => {
    expect(() =>
      readEnv({ NODE_ENV: 'production', KNOWLEDGE_ALLOW_PRIVATE_URLS: 'true', DATA_DIR: '/tmp/kcore-env' }),
    ).toThrow(/KNOWLEDGE_ALLOW_PRIVATE_URLS/);
    expect(readEnv({ NODE_ENV: 'production', DATA_DIR: '/tmp/kcore-env' }).KNOWLEDGE_ALLOW_PRIVATE_URLS).toBe(false);
  });
});

describe('re-crawling', () => {
  it('keeps the old passages when a re-crawl fails, and says the error', async () => {
    const res = await addUrl(`${site.url}/hours`, { recrawl: 'daily' });
    const first = await indexed(res.body.id);
    expect(first.state).toBe('indexed');
    expect(first.nextCrawlAt!.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const before = await passageCount(res.body.id);
    expect((await owner.post(`/api/knowledge/sources/${res.body.id}/recrawl`)).status).toBe(202);
    const again = await indexed(res.body.id, production);
    expect(again).toMatchObject({ state: 'indexed', errorCode: 'private_address', passageCount: before });
    expect(await passageCount(res.body.id)).toBe(before);
    // A good re-crawl clears the error and swaps the passages.
    await owner.post(`/api/knowledge/sources/${res.body.id}/recrawl`);
    expect(await indexed(res.body.id)).toMatchObject({ state: 'indexed', errorCode: null, passageCount: before });
  });

  it('40 parallel re-crawls of one source queue one run; the rest are 409', async () => {
    const res = await addUrl(`${site.url}/delivery`);
    await indexed(res.body.id);
    const jobsOf = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(jobs)
          .where(and(eq(jobs.queue, INDEX_QUEUE), sql`${jobs.payload}->>'sourceId' = ${res.body.id}`))
      )[0]!.n;
    const queuedBefore = await jobsOf();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => owner.post(`/api/knowledge/sources/${res.body.id}/recrawl`)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 202)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('knowledge_already_indexing');
    expect((await jobsOf()) - queuedBefore).toBe(1);
  });

  it('the schedule queues due URL sources once', async () => {
    const res = await addUrl(`${site.url}/hours`, { recrawl: 'weekly' });
    await indexed(res.body.id);
    await t.db
      .update(knowledgeSources)
      .set({ nextCrawlAt: new Date(Date.now() - 1000) })
      .where(eq(knowledgeSources.id, res.body.id));
    expect(await queueDueRecrawls(t.db)).toBeGreaterThanOrEqual(1);
    expect((await sourceRow(res.body.id)).state).toBe('queued');
    expect(await queueDueRecrawls(t.db)).toBe(0);
  });

  it('a Q&A entry is edited, not crawled', async () => {
    const qa = await owner.post('/api/knowledge/sources/qa', {
      question: 'Do you cater weddings?',
      answer: 'Yes, up to 300 guests.',
      language: 'en',
    });
    expect((await owner.post(`/api/knowledge/sources/${qa.body.id}/recrawl`)).status).toBe(400);
    const patched = await owner.request('PATCH', `/api/knowledge/sources/${qa.body.id}`, {
      answer: 'Yes, up to 500 guests.',
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect((await searchKnowledge(t.db, shopId, 'en', 'Do you cater weddings?'))[0]!.text).toContain('500 guests');
    expect((await owner.request('PATCH', `/api/knowledge/sources/${qa.body.id}`, { recrawl: 'daily' })).status).toBe(
      400,
    );
    expect((await owner.delete(`/api/knowledge/sources/${qa.body.id}`)).status).toBe(204);
    expect(await passageCount(qa.body.id)).toBe(0);
  });
});

describe('who may', () => {
  it('read-only staff read but cannot write; another shop gets 404', async () => {
    const staff = await signUpUser(t);
    const invite = await owner.post('/api/staff/invitations', {
      email: staff.email,
      permissions: [{ resource: 'chatflow', action: 'read' }],
    });
    await staff.client.post(`/api/invitations/${new URL(invite.body.link).pathname.split('/').pop()}/accept`);
    expect((await staff.client.get('/api/knowledge/sources')).status).toBe(200);
    expect((await staff.client.post('/api/knowledge/try', { question: 'open sunday?', language: 'en' })).status).toBe(
      200,
    );
    const write = await staff.client.post('/api/knowledge/sources/qa', {
      question: 'Parking?',
      answer: 'Yes.',
      language: 'en',
    });
    expect(write.status).toBe(403);
    const mine = (await owner.get('/api/knowledge/sources')).body.sources[0].id;
    expect((await staff.client.delete(`/api/knowledge/sources/${mine}`)).status).toBe(403);
    const other = await signUpUser(t, { shop: true });
    expect((await other.client.get(`/api/knowledge/sources/${mine}/passages`)).status).toBe(404);
    expect((await other.client.delete(`/api/knowledge/sources/${mine}`)).status).toBe(404);
    expect((await other.client.post(`/api/knowledge/sources/${mine}/recrawl`)).status).toBe(404);
  });
});
