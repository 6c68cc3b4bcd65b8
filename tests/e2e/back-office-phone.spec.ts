import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signInAsDemo } from './sign-in.ts';

// What a shop owner and their staff trip over in the back-office on a 360 px phone (issue 13):
// cards cut off on Home, cramped inputs, toasts over the order's actions, internal names in
// Access Denied messages, links and tasks that a member's permissions do not allow.

const PHONE = { width: 360, height: 780 };
const LONG_NAME = 'Bi. Mwanaisha Abdallah Mohamedi Kassim wa Mtoni';

// Products made here are removed after each test: the demo shop's bot lists the newest first, and
// the chat journeys expect its own dishes on the first page of that list.
const madeProducts: string[] = [];
test.afterEach(async ({ page, baseURL }) => {
  for (const id of madeProducts.splice(0))
    await page.request.delete(`/api/products/${id}`, { headers: { origin: baseURL! } });
});

async function post(page: Page, baseURL: string, path: string, data: unknown) {
  const res = await page.request.post(path, { data, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(201);
  const made = (await res.json()) as { id: string };
  if (path === '/api/products') madeProducts.push(made.id);
  return made;
}

/** A product dear enough that the day's sales need many digits, and orders for a customer with a long name. */
async function seedOrders(page: Page, baseURL: string, count: number) {
  const suffix = Date.now().toString(36);
  const product = await post(page, baseURL, '/api/products', {
    category: 'electronics',
    name: `Simu janja ${suffix}`,
    price: 1_250_000,
    stock: 100,
  });
  const orders: { id: string }[] = [];
  for (let i = 0; i < count; i++) {
    orders.push(
      await post(page, baseURL, '/api/orders', {
        customer: { phone: `0754${String(Date.now()).slice(-4)}${10 + i}`, name: LONG_NAME },
        lines: [{ product_id: product.id, quantity: 9 }],
      }),
    );
  }
  return orders;
}

/** Every element's right edge is inside the viewport (and nothing widens the page). */
async function expectWithinViewport(page: Page, items: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const box = (await items.nth(i).boundingBox())!;
    expect(box.x + box.width, `item ${i} right edge`).toBeLessThanOrEqual(PHONE.width);
  }
}

test('Home on a phone: no card is wider than the screen, even with big sales and long names', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(PHONE);
  await signInAsDemo(page, '/dashboard/orders');
  await seedOrders(page, baseURL!, 3);
  await page.goto('/dashboard');
  await expect(page.getByText(LONG_NAME).first()).toBeVisible();
  await expectWithinViewport(page, page.locator('main section'));
});

/** A staff member of the demo shop with only `permissions`, signed in on a phone in a context of their own. */
async function staffMember(
  page: Page,
  browser: Browser,
  baseURL: string,
  permissions: { resource: string; action: string | string[] }[],
) {
  const email = `staff-${Date.now().toString(36)}@example.com`;
  const invite = await page.request.post('/api/staff/invitations', {
    data: { email, is_admin: false, permissions, language: 'en' },
    headers: { origin: baseURL },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const token = ((await invite.json()) as { link: string }).link.split('/invite/')[1]!;
  const staff = await (await browser.newContext({ viewport: PHONE })).newPage();
  const signup = await staff.request.post('/api/auth/signup', {
    data: { name: 'Juma Hamisi', email, phone: '0754 333 444', password: 'safe password 1', language: 'en' },
    headers: { origin: baseURL },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const accept = await staff.request.post(`/api/invitations/${token}/accept`, { headers: { origin: baseURL } });
  expect(accept.ok(), await accept.text()).toBe(true);
  return staff;
}

test('a staff member who may only view orders: words for what they lack, no dead links, no tasks they cannot do', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsDemo(page, '/dashboard/orders');
  const [order] = await seedOrders(page, baseURL!, 1);
  const customerId = (
    (await (await page.request.get(`/api/orders/${order!.id}`)).json()) as { customer: { id: string } }
  ).customer.id;
  const staff = await staffMember(page, browser, baseURL!, [{ resource: 'orders', action: 'read' }]);

  // Home: the set-up tasks need shop settings or staff access, which this member has not.
  await staff.goto('/dashboard');
  await expect(staff.getByRole('heading', { name: /Hello/ })).toBeVisible();
  await expect(staff.getByText('Add your shop logo')).toHaveCount(0);
  await expect(staff.getByRole('heading', { name: 'What to set up next' })).toHaveCount(0);

  // A guarded page: the toast names the part in words.
  await staff.goto('/dashboard/connect');
  await expect(staff.getByText('You do not have permission to access WhatsApp connection.')).toBeVisible();
  await expect(staff.getByText(/whatsapp_interactions/)).toHaveCount(0);

  // The order's customer is shown, not linked to a page that would refuse.
  await staff.goto(`/dashboard/orders/order-info/${order!.id}`);
  await expect(staff.getByRole('definition').filter({ hasText: LONG_NAME })).toBeVisible();
  await expect(staff.getByRole('link', { name: LONG_NAME })).toHaveCount(0);

  // Opened anyway (an old link): the refusal in words, and no Retry that cannot help.
  await staff.goto(`/dashboard/customers/${customerId}`);
  const refusal = staff.getByRole('alert').filter({ hasText: 'Access Denied' });
  await expect(refusal).toContainText('You do not have permission to view Customers.');
  await expect(refusal).toContainText('Ask the shop owner to give you this access.');
  await expect(staff.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  // In Swahili too.
  await staff.getByRole('combobox', { name: 'Language' }).selectOption('sw');
  await staff.goto('/dashboard/products');
  await expect(staff.getByText('Huna ruhusa ya kufikia Bidhaa.')).toBeVisible();
  await staff.context().close();
});

test('the owner still gets the customer link and every set-up task', async ({ page, baseURL }) => {
  await signInAsDemo(page, '/dashboard/orders');
  const [order] = await seedOrders(page, baseURL!, 1);
  await page.goto(`/dashboard/orders/order-info/${order!.id}`);
  await expect(page.getByRole('link', { name: LONG_NAME })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'What to set up next' })).toBeVisible();
  await expect(page.getByText('Invite a staff member').or(page.getByText('Add your shop logo')).first()).toBeVisible();
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('phone inputs: an add-on choice gets the full width; the customers "Search by" choice is not cut off', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAsDemo(page, '/dashboard/products/new');
  await page.getByRole('button', { name: 'Add group' }).click();
  const group = page.getByRole('group', { name: /Group 1/ });
  const choice = (await group.getByRole('textbox', { name: 'Choice' }).boundingBox())!;
  const groupBox = (await group.boundingBox())!;
  // Was ~70 px beside the price and the remove button.
  expect(choice.width).toBeGreaterThan(groupBox.width * 0.75);
  await expectWithinViewport(page, group.getByRole('textbox').or(group.getByRole('spinbutton')));

  await page.goto('/dashboard/customers');
  const searchBy = page.getByRole('combobox', { name: 'Search by' });
  for (const option of ['Name or phone', 'Name', 'Phone']) {
    await searchBy.selectOption({ label: option });
    // The chosen label's width in the select's own font fits between its paddings (the right one holds the chevron).
    const room = await searchBy.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(select.selectedOptions[0]!.text).width;
      return select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - text;
    });
    expect(room, option).toBeGreaterThanOrEqual(0);
  }
});

test('phone toasts: at the bottom, off the order title and Print, and above a bar with a Save button', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(PHONE);
  await signInAsDemo(page, '/dashboard/orders');
  const [order] = await seedOrders(page, baseURL!, 1);
  await page.goto(`/dashboard/orders/order-info/${order!.id}`);
  await page.getByRole('button', { name: 'Mark as Paid' }).click();
  const toast = page.getByRole('listitem').filter({ hasText: /is now Paid/ });
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  for (const action of [page.getByRole('heading', { level: 1 }), page.getByRole('button', { name: 'Print receipt' })]) {
    expect(overlaps(toastBox, (await action.boundingBox())!)).toBe(false);
  }
  expect(toastBox.y + toastBox.height).toBeGreaterThan(PHONE.height - 40);
  expect(toastBox.x).toBeGreaterThanOrEqual(0);
  expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(PHONE.width);

  // The product form keeps its Save button in a bar at the bottom of the screen: the toast sits above it.
  const product = await post(page, baseURL!, '/api/products', {
    category: 'electronics',
    name: `Redio ${Date.now().toString(36)}`,
    price: 30_000,
    stock: 3,
  });
  await page.goto(`/dashboard/products/edit/${product.id}`);
  await page
    .getByLabel('Add images')
    .setInputFiles({ name: 'not-an-image.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not a PNG') });
  const failed = page.getByRole('listitem').filter({ hasText: 'An image could not be uploaded' });
  await expect(failed).toBeVisible();
  const save = (await page.getByRole('button', { name: 'Save changes' }).boundingBox())!;
  const failedBox = (await failed.boundingBox())!;
  expect(save.y + save.height).toBeGreaterThan(PHONE.height - 80);
  expect(overlaps(failedBox, save)).toBe(false);
});

test('Connect without a Meta app: what to do in words (en and sw), no server setting names', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAsDemo(page, '/dashboard/connect');
  const note = page.getByTestId('embedded-not-configured');
  await expect(note).toContainText('Signing up with Facebook is not set up on this server yet.');
  await expect(note).toContainText(
    'Ask the person who runs this server to turn it on, or connect your number by hand with the form below.',
  );
  await expect(page.getByRole('main')).not.toContainText(/META_|[A-Z]+_[A-Z]+_[A-Z]+/);

  await page.getByRole('combobox', { name: 'Language' }).selectOption('sw');
  await expect(note).toContainText('Kujisajili kupitia Facebook bado hakujawekwa kwenye seva hii.');
  await expect(note).toContainText('unganisha namba yako kwa mkono');
  await expect(page.getByRole('main')).not.toContainText(/META_/);
});

test('phone toasts in the inbox: a failed reply is told above the composer, not over it', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await signInAsDemo(page, '/dashboard/conversations');
  const chatId = `e2e-toast-${Date.now().toString(36)}`;
  const chat = await request.post('/plugin/conversation/demo', {
    data: { message: 'Habari', chat_id: chatId, message_type: 'text', language: 'en' },
    headers: { connection: 'close' },
  });
  expect(chat.status(), await chat.text()).toBe(200);
  const list = await page.request.get('/api/conversations?channel=widget&limit=100');
  const id = ((await list.json()).items as { id: string }[])[0]!.id;
  // The reply fails as a server error would; the toast must leave the composer usable.
  await page.route('**/api/conversations/*/messages', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { code: 'internal', message: 'Something went wrong on our side.' } })
      : route.fallback(),
  );
  await page.goto(`/dashboard/conversations?c=${id}`);
  await page.getByRole('textbox', { name: 'Reply', exact: true }).fill('Karibu!');
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await send.click();
  const failed = page.getByRole('listitem').filter({ hasText: 'The reply was not sent' });
  await expect(failed).toBeVisible();
  const failedBox = (await failed.boundingBox())!;
  expect(overlaps(failedBox, (await send.boundingBox())!)).toBe(false);
  expect(overlaps(failedBox, (await page.getByRole('textbox', { name: 'Reply', exact: true }).boundingBox())!)).toBe(
    false,
  );
});
