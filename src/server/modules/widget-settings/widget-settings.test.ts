import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_THEME } from '../../../lib/chat/widget-theme.ts';
import { bots } from '../../db/schema/chat.ts';
import { createTestApp, signUpUser, type TestApp } from '../../test/harness.ts';
import { embedSnippet } from './widget-settings.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('widget settings', () => {
  it('makes the bot on first read and answers the defaults with the embed snippet', async () => {
    const { client } = await signUpUser(t, { shop: true });
    const res = await client.get('/api/widget-settings');
    expect(res.status).toBe(200);
    expect(res.body.bot_id).toMatch(/.+/);
    expect(res.body.theme).toEqual(DEFAULT_WIDGET_THEME);
    expect(res.body.embed_snippet).toBe(
      `<script src="http://localhost:4321/widget.js" data-bot-id="${res.body.bot_id}" async></script>`,
    );
    // same bot on the next read
    expect((await client.get('/api/widget-settings')).body.bot_id).toBe(res.body.bot_id);
  });

  it('saves given fields over the stored ones and the public call answers them', async () => {
    const { client } = await signUpUser(t, { shop: true });
    await client.put('/api/widget-settings', { primaryColor: '#112233', title: 'Karibu Duka' });
    const res = await client.put('/api/widget-settings', { mode: 'dark', buttonSize: 'lg' });
    expect(res.status).toBe(200);
    expect(res.body.theme).toMatchObject({
      primaryColor: '#112233',
      title: 'Karibu Duka',
      mode: 'dark',
      buttonSize: 'lg',
      width: 400,
    });
    const open = await t.client().get(`/plugin/${res.body.bot_id}/unauthenticated`);
    expect(open.status).toBe(200);
    expect(open.body).toEqual({
      theme_config: { primaryColor: '#112233', title: 'Karibu Duka', mode: 'dark', buttonSize: 'lg' },
    });
    expect(open.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses bad values with a field and writes nothing', async () => {
    const { client } = await signUpUser(t, { shop: true });
    const before = (await client.get('/api/widget-settings')).body;
    for (const body of [
      { primaryColor: 'red' },
      { width: 5000 },
      { mode: 'neon' },
      { title: '' },
      { unknown: 1 },
      { title: 'x'.repeat(41) },
    ]) {
      const res = await client.put('/api/widget-settings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const swahili = await client.put('/api/widget-settings', { primaryColor: 'red' }, { 'accept-language': 'sw' });
    expect(swahili.status).toBe(400);
    expect((await client.get('/api/widget-settings')).body).toEqual(before);
  });

  it('answers 404 bot_not_found for an unknown or disabled bot', async () => {
    expect((await t.client().get('/plugin/no-such-bot/unauthenticated')).body.code).toBe('bot_not_found');
    const { client } = await signUpUser(t, { shop: true });
    const { bot_id } = (await client.get('/api/widget-settings')).body;
    await t.db.update(bots).set({ enabled: false }).where(eq(bots.id, bot_id));
    expect((await t.client().get(`/plugin/${bot_id}/unauthenticated`)).status).toBe(404);
  });

  it('keeps each shop to its own bot', async () => {
    const a = await signUpUser(t, { shop: true });
    const b = await signUpUser(t, { shop: true });
    const botA = (await a.client.put('/api/widget-settings', { title: 'Shop A' })).body.bot_id;
    const resB = await b.client.put('/api/widget-settings', { title: 'Shop B' });
    expect(resB.body.bot_id).not.toBe(botA);
    expect((await a.client.get('/api/widget-settings')).body.theme.title).toBe('Shop A');
    expect((await t.client().get(`/plugin/${botA}/unauthenticated`)).body.theme_config.title).toBe('Shop A');
  });

  it('needs a session and a shop', async () => {
    expect((await t.client().get('/api/widget-settings')).status).toBe(401);
    const { client } = await signUpUser(t);
    expect((await client.get('/api/widget-settings')).status).toBe(404);
  });

  it('names another bot host in the snippet and escapes attributes', () => {
    expect(embedSnippet({ appUrl: 'https://app.duka.chat', botUrl: 'https://bot.duka.chat' }, 'a"b')).toBe(
      '<script src="https://app.duka.chat/widget.js" data-bot-id="a&quot;b" data-base="https://bot.duka.chat" async></script>',
    );
  });
});
