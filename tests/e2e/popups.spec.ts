import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAsDemo } from './sign-in.ts';

// Website pop-ups (issue 28) as a visitor of a shop's own site meets them: a plain page on ANOTHER
// origin with the shop's one snippet (widget.js, the demo shop's bot). The pop-up shows after its
// delay at its corner, its button opens the chat with the prepared text and the click is counted;
// a number left with consent shows on the customer in the dashboard; a frequency cap holds over
// reloads. Pop-ups are made through the API as the demo owner.

const PORT = Number(process.env.E2E_PORT ?? 4391);
const APP = `http://localhost:${PORT}`;
let host: Server;
let hostUrl: string;

test.beforeAll(async () => {
  // <html lang="sw">: the pop-up speaks Swahili, whatever the chat's own language setting
  host = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="sw"><head><meta charset="utf-8"><title>Duka la Mama Neema</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><h1>Duka la Mama Neema</h1><p>Vitenge, kanga na viatu.</p><button id="before">Kitufe cha ukurasa</button>
<script src="${APP}/widget.js" data-bot-id="demo" async></script></body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
});
test.afterAll(() => host.close());
// The demo shop's pop-ups go with each test, whatever happened: a live one would show on every later
// journey's page that carries the shop's widget (its dialog and its alert region in their way).
test.afterEach(async ({ page }) => {
  // The test signed in on this page's context: its session cookie carries these calls.
  const list = await (await page.request.get('/api/popups')).json();
  for (const p of list.items ?? []) await page.request.delete(`/api/popups/${p.id}`, { headers: { origin: APP } });
});

const words = (title: string, button: string) => ({
  en: { title: `${title} (en)`, text: 'Welcome', button: `${button} (en)` },
  sw: { title, text: 'Karibu dukani', button },
});

async function owner(page: Page): Promise<APIRequestContext> {
  await signInAsDemo(page, '/dashboard/marketing/website/website-popup');
  return page.request;
}

async function makePopup(api: APIRequestContext, body: Record<string, unknown>): Promise<string> {
  // pause every earlier pop-up: the page shows the newest due one only
  const list = await (await api.get('/api/popups')).json();
  for (const p of list.items)
    if (p.status === 'active') {
      // What the answer adds to the pop-up's own fields is left out of the update.
      const rest = Object.fromEntries(
        Object.entries(p).filter(([k]) => !['id', 'live', 'image_url', 'created_at', 'updated_at'].includes(k)),
      );
      const id = p.id as string;
      await api.put(`/api/popups/${id}`, { data: { ...rest, status: 'paused' }, headers: { origin: APP } });
    }
  const res = await api.post('/api/popups', { data: body, headers: { origin: APP } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

async function resultsOf(api: APIRequestContext, id: string) {
  const all = (await (await api.get('/api/popups/results')).json()).items as { popup_id: string }[];
  return all.filter((r) => r.popup_id === id);
}

test('a pop-up shows after its delay at its corner; its button opens the chat with the message; the click counts; it shows once per visitor', async ({
  page,
  browser,
}) => {
  const api = await owner(page);
  const id = await makePopup(api, {
    name: 'Karibu 10%',
    position: 'top_left',
    frequency: 'once_per_visitor',
    triggers: { delay_seconds: 2 },
    action: { kind: 'chat', message: 'Nataka punguzo la 10%' },
    variants: [{ key: 'a', weight: 100, texts: words('<script>window.__pwned = 1</script> Punguzo!', 'Ongea nasi') }],
  });

  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const site = await visitor.newPage();
  await site.goto(hostUrl);
  await site.locator('duka-chat .dc-bubble').waitFor();
  await site.locator('#before').focus();
  const dialog = site.getByRole('dialog', { name: /Punguzo!/ });
  // not at once: after its two seconds
  await site.waitForTimeout(800);
  await expect(dialog).toHaveCount(0);
  await expect(dialog).toBeVisible({ timeout: 6000 });
  // the title is text: the script tag shows and never ran
  await expect(dialog.getByRole('heading')).toHaveText('<script>window.__pwned = 1</script> Punguzo!');
  expect(await site.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  // at its corner, fixed over the page
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeLessThan(40);
  expect(box.y).toBeLessThan(40);
  await expect(dialog).toHaveCSS('position', 'fixed');
  // focus moved in, to the button
  const button = dialog.getByRole('button', { name: 'Ongea nasi' });
  await expect(button).toBeFocused();
  await button.click();
  await expect(dialog).toHaveCount(0);
  const chat = site.getByRole('dialog', { name: /Chat|Ongea/ });
  await expect(chat).toBeVisible();
  await expect(chat.locator('textarea')).toHaveValue('Nataka punguzo la 10%');

  await expect.poll(async () => (await resultsOf(api, id))[0]).toMatchObject({ variant: 'a', shown: 1, clicked: 1 });

  // once per visitor: the same visitor reloads and waits past the delay, twice
  for (let i = 0; i < 2; i++) {
    await site.reload();
    await site.locator('duka-chat .dc-bubble, duka-chat .dc-window').first().waitFor();
    await site.waitForTimeout(3500);
    await expect(site.locator('duka-popup')).toHaveCount(0);
  }
  expect((await resultsOf(api, id))[0]).toMatchObject({ shown: 1 });
  await visitor.close();
});

test('a number left in a pop-up with consent shows on the customer with its source; Escape closes and gives focus back', async ({
  page,
  browser,
}) => {
  const api = await owner(page);
  const id = await makePopup(api, {
    name: 'Ofa kwa WhatsApp',
    position: 'bottom_left',
    frequency: 'until_closed',
    triggers: { delay_seconds: 1 },
    action: {
      kind: 'phone',
      channels: ['whatsapp', 'sms'],
      consent_en: 'Send me offers on WhatsApp or SMS.',
      consent_sw: 'Nitumie ofa kwa WhatsApp au SMS.',
    },
    variants: [{ key: 'a', weight: 100, texts: words('Pata ofa za wiki', 'Tuma') }],
  });

  const visitor = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const site = await visitor.newPage();
  await site.goto(hostUrl);
  await site.locator('#before').focus();
  const dialog = site.getByRole('dialog', { name: 'Pata ofa za wiki' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Namba yako ya simu')).toBeFocused();
  // bottom left of a phone, inside the screen
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeLessThan(20);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(box.y + box.height).toBeLessThanOrEqual(740);
  await expect(dialog.getByText('Nitumie ofa kwa WhatsApp au SMS.')).toBeVisible();
  // nothing ticked for the visitor: sending without a tick asks for one
  await dialog.getByLabel('Namba yako ya simu').fill('0754 321 987');
  await dialog.getByRole('button', { name: 'Tuma' }).click();
  await expect(dialog.getByRole('alert')).toContainText('WhatsApp, SMS');
  await dialog.getByRole('checkbox', { name: 'WhatsApp' }).check();
  await dialog.getByRole('button', { name: 'Tuma' }).click();
  await expect(dialog.getByRole('status')).toContainText('Asante');
  await site.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(site.locator('#before')).toBeFocused();
  // closed: it stays closed over a reload
  await site.reload();
  await site.locator('duka-chat .dc-bubble').waitFor();
  await site.waitForTimeout(1500);
  await expect(site.locator('duka-popup')).toHaveCount(0);
  await visitor.close();

  expect((await resultsOf(api, id))[0]).toMatchObject({ shown: 1, closed: 1, phones: 1 });
  // the customer, in the dashboard, with the consent and where it came from
  const found = await (await api.get('/api/customers?q=754321987&by=phone')).json();
  expect(found.items).toHaveLength(1);
  await page.goto(`/dashboard/customers/${found.items[0].id}`);
  const consent = page.getByText('in a pop-up').first();
  await expect(consent).toBeVisible();
  await expect(page.getByText('Nitumie ofa kwa WhatsApp au SMS.').first()).toBeVisible();

  // the pop-up list shows its results
  await page.goto('/dashboard/marketing/website/website-popup');
  const row = page.getByTestId(`popup-${id}`);
  await expect(row).toContainText('Ofa kwa WhatsApp');
  await expect(row.locator('[data-col="phones"]')).toHaveText('1');
});
