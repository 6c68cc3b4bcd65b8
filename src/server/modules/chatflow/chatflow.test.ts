import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Flow } from '../../../lib/chat/flow-schema.ts';
import { chatFlows, chatFlowVersions } from '../../db/schema/chat.ts';
import { appWithOwner, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp, owner: TestClient, shopId: string;
let reader: TestClient;

const bi = (en: string, sw: string) => ({ en, sw });
const small = (text = bi('Hello', 'Habari')): Flow => ({
  version: 1,
  nodes: [
    {
      id: 'start',
      type: 'trigger',
      position: { x: 0, y: 0 },
      data: { keywords: ['hi'], first_message: true, widget_opened: false },
    },
    { id: 'hello', type: 'send_message', position: { x: 0, y: 120 }, data: { text, media: [], locations: [] } },
  ],
  edges: [{ id: 'e1', source: 'start', handle: 'next', target: 'hello' }],
});

beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
  // A member who may look at the flow but not change it.
  const r = await signUpUser(t);
  const invite = (
    await owner.post('/api/staff/invitations', {
      email: r.email,
      permissions: [{ resource: 'chatflow', action: 'read' }],
    })
  ).body;
  const accepted = await r.client.post(`/api/invitations/${new URL(invite.link).pathname.split('/').pop()}/accept`);
  expect(accepted.status).toBeLessThan(300);
  reader = r.client;
});
afterAll(() => t.close());

describe('chat flow API', () => {
  it('starts from the default flow, published as version 1', async () => {
    const res = await owner.get('/api/chatflow');
    expect(res.status).toBe(200);
    expect(res.body.draft_revision).toBe(1);
    expect(res.body.published_version).toBe(1);
    expect(typeof res.body.published_at).toBe('string');
    // The live flow travels along: the builder compares it with the draft to offer publishing.
    expect(res.body.published_flow).toEqual(res.body.draft);
    expect(typeof res.body.bot_id).toBe('string');
    expect(res.body.draft.nodes.some((n: { type: string }) => n.type === 'trigger')).toBe(true);
    // The default flow is publishable as it is.
    expect(res.body.issues.filter((i: { level: string }) => i.level === 'error')).toEqual([]);
  });

  it('saves the draft and bumps its revision; a stale revision gets 409 and changes nothing', async () => {
    const saved = await owner.put('/api/chatflow/draft', { flow: small(), revision: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ draft_revision: 2, issues: [] });
    const stale = await owner.put('/api/chatflow/draft', { flow: small(bi('Other', 'Nyingine')), revision: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('flow_stale');
    const now = await owner.get('/api/chatflow');
    expect(now.body.draft_revision).toBe(2);
    expect(now.body.draft.nodes[1].data.text).toEqual(bi('Hello', 'Habari'));
  });

  it('refuses bad structure with 400 naming the field', async () => {
    const badText = small();
    (badText.nodes[1]!.data as Record<string, unknown>).text = { en: 'Hi' };
    let res = await owner.put('/api/chatflow/draft', { flow: badText, revision: 2 });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('flow.nodes.1.data.text.sw');

    const unknownType = small();
    (unknownType.nodes[1] as { type: string }).type = 'teleport';
    res = await owner.put('/api/chatflow/draft', { flow: unknownType, revision: 2 });
    expect(res.status).toBe(400);
    expect(res.body.field).toMatch(/^flow\.nodes\.1/);

    res = await owner.put('/api/chatflow/draft', { flow: { ...small(), extra: 1 }, revision: 2 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'unknown_field', field: 'flow.extra' });

    res = await owner.put('/api/chatflow/draft', { flow: small(), revision: 'two' });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('revision');

    res = await owner.put('/api/chatflow/draft', { flow: small(), revision: 2 }, { 'accept-language': 'sw' });
    expect(res.status).toBe(200);
    expect((await owner.get('/api/chatflow')).body.draft_revision).toBe(3);
  });

  it('takes a large flow within the 1 MB limit and refuses a larger body with 413', async () => {
    const big = small(bi('x'.repeat(4000), 'y'.repeat(4000)));
    for (let i = 0; i < 60; i++) big.nodes.push({ ...big.nodes[1]!, id: `m${i}` } as Flow['nodes'][number]);
    const ok = await owner.put('/api/chatflow/draft', { flow: big, revision: 3 });
    expect(ok.status).toBe(200);
    const huge = await owner.request(
      'PUT',
      '/api/chatflow/draft',
      JSON.stringify({ flow: big, revision: 4, pad: 'z'.repeat(1100 * 1024) }),
      { 'content-type': 'application/json' },
    );
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('flow_too_large');
  });

  it('refuses to publish a flow with errors, listing them, and keeps the live version', async () => {
    const before = (await owner.get('/api/chatflow')).body;
    const broken = small(bi('Hello', ''));
    broken.edges.push({ id: 'e2', source: 'hello', handle: 'next', target: 'ghost' });
    await owner.put('/api/chatflow/draft', { flow: broken, revision: before.draft_revision });
    const res = await owner.post('/api/chatflow/publish');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('flow_has_errors');
    expect(res.body.message).toContain('2');
    expect(res.body.issues.map((i: { code: string }) => i.code).sort()).toEqual([
      'edge_target_missing',
      'translation_missing',
    ]);
    const after = (await owner.get('/api/chatflow')).body;
    expect(after.published_version).toBe(1);
    const versions = await t.db.select().from(chatFlowVersions).where(eq(chatFlowVersions.shopId, shopId));
    expect(versions).toHaveLength(1);
  });

  it('publishes the draft as the next version and lists versions newest first', async () => {
    const now = (await owner.get('/api/chatflow')).body;
    await owner.put('/api/chatflow/draft', { flow: small(bi('Karibu', 'Karibu sana')), revision: now.draft_revision });
    const res = await owner.post('/api/chatflow/publish');
    expect(res.status).toBe(200);
    expect(res.body.published_version).toBe(2);
    const [stored] = await t.db
      .select()
      .from(chatFlowVersions)
      .where(and(eq(chatFlowVersions.shopId, shopId), eq(chatFlowVersions.version, 2)));
    expect(stored!.flow.nodes[1]!.data).toMatchObject({ text: bi('Karibu', 'Karibu sana') });
    const [row] = await t.db.select().from(chatFlows).where(eq(chatFlows.shopId, shopId));
    expect(row!.publishedVersion).toBe(2);
    const list = await owner.get('/api/chatflow/versions');
    expect(list.body.published_version).toBe(2);
    expect(list.body.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(list.body.versions[0]).toMatchObject({ published_by: 'Asha Juma', node_count: 2 });
    expect((await owner.get('/api/chatflow')).body.published_flow.nodes[1].data.text).toEqual(
      bi('Karibu', 'Karibu sana'),
    );
  });

  it('gives two publishes at the same moment two numbers', async () => {
    const [a, b] = await Promise.all([owner.post('/api/chatflow/publish'), owner.post('/api/chatflow/publish')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.published_version, b.body.published_version].sort()).toEqual([3, 4]);
    expect((await owner.get('/api/chatflow')).body.published_version).toBe(4);
  });

  it('restores a version into the draft without changing what is live', async () => {
    const res = await owner.post('/api/chatflow/versions/1/restore');
    expect(res.status).toBe(200);
    const now = (await owner.get('/api/chatflow')).body;
    expect(now.draft).toEqual(res.body.draft);
    expect(now.draft_revision).toBe(res.body.draft_revision);
    expect(now.draft.nodes.length).toBeGreaterThan(2); // the default flow
    expect(now.published_version).toBe(4);
    expect((await owner.post('/api/chatflow/versions/99/restore')).status).toBe(404);
    expect((await owner.post('/api/chatflow/versions/abc/restore')).status).toBe(404);
  });

  it('gives a preview token for the shop bot', async () => {
    const res = await owner.get('/api/chatflow/preview-token');
    expect(res.status).toBe(200);
    expect(res.body.bot_id).toBe((await owner.get('/api/chatflow')).body.bot_id);
    expect(typeof res.body.token).toBe('string');
    expect(res.body.base_url).toBe('http://localhost:4321');
  });

  it('lets a member with read only look, not change', async () => {
    const now = (await owner.get('/api/chatflow')).body;
    expect((await reader.get('/api/chatflow')).status).toBe(200);
    expect((await reader.get('/api/chatflow/versions')).status).toBe(200);
    expect((await reader.put('/api/chatflow/draft', { flow: small(), revision: now.draft_revision })).status).toBe(403);
    expect((await reader.post('/api/chatflow/publish')).status).toBe(403);
    expect((await reader.post('/api/chatflow/versions/1/restore')).status).toBe(403);
    expect((await owner.get('/api/chatflow')).body.draft_revision).toBe(now.draft_revision);
  });

  it("keeps shops apart: another shop sees its own default flow, never this one's", async () => {
    const other = await signUpUser(t, { shop: true });
    const res = await other.client.get('/api/chatflow');
    expect(res.body.draft_revision).toBe(1);
    expect(res.body.bot_id).not.toBe((await owner.get('/api/chatflow')).body.bot_id);
    expect((await other.client.get('/api/chatflow/versions')).body.versions).toHaveLength(1);
    const mine = (await owner.get('/api/chatflow')).body;
    await other.client.put('/api/chatflow/draft', { flow: small(bi('Theirs', 'Yao')), revision: 1 });
    expect((await owner.get('/api/chatflow')).body.draft).toEqual(mine.draft);
  });
});
