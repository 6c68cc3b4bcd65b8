import { expect, test, type Page } from '@playwright/test';

// Issue 4's journey: a product with two variants and an add-on group → an order for it → the
// order through the workflow → the stock movement and the timeline. A fresh owner each run.
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
// A 1×1 PNG: enough for the server to make its WebP and thumbnail.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function newShop(page: Page) {
  await page.goto('/dashboard?auth=Signup');
  await page.getByLabel('Full name').fill('Asha Mushi');
  await page.getByLabel('Email').fill(`catalog-${unique()}@example.com`);
  await page.getByLabel('Phone number').fill('0754 987 654');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('safe password 1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Shop name').fill('Mama Asha Chakula');
  await page.getByLabel('WhatsApp number').fill('0712 345 678');
  await page.getByLabel('Business category').selectOption('food_beverages');
  await page.getByRole('button', { name: 'Create shop' }).click();
  await expect(page.getByRole('heading', { name: /Hello/ })).toBeVisible();
}

async function createProduct(page: Page) {
  await page.getByRole('link', { name: 'Products' }).first().click();
  await expect(page.getByRole('heading', { name: 'No products yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Add product' }).first().click();
  await page.getByLabel('Product name').fill('Juice ya embe');
  await page.getByLabel('Description').fill('Fresh mango juice, made every morning.');
  await page.getByLabel('Price (TZS)').first().fill('3000');
  await page.getByLabel('Category').selectOption('food_beverages');
  await page.getByLabel('SKU').first().fill(`JUICE-${unique()}`);
  await page.getByLabel('Add images').setInputFiles({ name: 'juice.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('The images are uploaded when you save.')).toBeVisible();

  await page.getByRole('button', { name: 'Add variant' }).click();
  await page.getByRole('button', { name: 'Add variant' }).click();
  const small = page.getByRole('group', { name: 'Variant 1' });
  await small.getByLabel('Variant name').fill('Small');
  await small.getByLabel('Price (TZS)').fill('2000');
  await small.getByLabel('Stock').fill('10');
  const large = page.getByRole('group', { name: 'Variant 2' });
  await large.getByLabel('Variant name').fill('Large');
  await large.getByLabel('Price (TZS)').fill('3500');
  await large.getByLabel('Stock').fill('6');

  await page.getByRole('button', { name: 'Add group' }).click();
  const group = page.getByRole('group', { name: 'Group 1' });
  await group.getByLabel('Group name').fill('Extras');
  await group.getByLabel('Max').fill('2');
  await group.getByRole('textbox', { name: 'Choice', exact: true }).fill('Ice');
  await group.getByRole('button', { name: 'Add choice' }).click();
  await group.getByRole('textbox', { name: 'Choice', exact: true }).nth(1).fill('Ginger');
  await group.getByLabel('Extra (TZS)').nth(1).fill('500');

  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('heading', { name: 'Juice ya embe' })).toBeVisible();
  await expect(page.getByText('Product saved')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Images' }).getByRole('img')).toHaveCount(1);
  const history = page.getByRole('list', { name: 'Stock history' });
  await expect(history.getByText('Opening stock')).toHaveCount(2);
}

async function addOrder(page: Page) {
  await page.getByRole('link', { name: 'Orders' }).first().click();
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Add order' }).first().click();
  await page.getByRole('button', { name: 'New customer' }).click();
  await page.getByLabel('Customer phone').fill('0754 222 333');
  await page.getByLabel('Customer name').fill('Juma Ali');

  await page.getByRole('button', { name: 'Add product' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /Juice ya embe/ }).click();
  await dialog.getByLabel('Large').check();
  await dialog.getByLabel('Ginger').check();
  await dialog.getByRole('button', { name: '+', exact: true }).click();
  await dialog.getByRole('button', { name: /Add to order/ }).click();
  await expect(page.getByText('Juice ya embe · Large')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('TZS 8,000');

  await page.getByLabel('Delivery', { exact: true }).check();
  await page.getByLabel('Delivery address').fill('Mtaa wa Uhuru 12, Kariakoo');
  await page.getByLabel('Cash').check();
  await page.getByRole('button', { name: 'Add charge' }).click();
  await page.getByLabel('Charge name').fill('Delivery fee');
  await page.getByLabel('Amount').fill('2000');
  await expect(page.getByTestId('order-total')).toHaveText('TZS 10,000');
  await page.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByRole('heading', { name: 'Order #1' })).toBeVisible();
  await expect(page.getByText('Order #1 created')).toBeVisible();
}

test('product with variants and add-ons → order → workflow → stock movement and timeline', async ({ page }) => {
  await newShop(page);
  await createProduct(page);
  const productUrl = page.url();

  // The list shows it with its stock badge; search finds it.
  await page.getByRole('link', { name: 'All products' }).click();
  await page.getByLabel('Search').fill('embe');
  await expect(page.getByText('1 product')).toBeVisible();

  // A second tab on the order list sees the new order arrive without a reload (it asks every 15 s).
  const watcher = await page.context().newPage();
  await watcher.goto('/dashboard/orders');
  await expect(watcher.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await addOrder(page);
  const orderUrl = page.url();
  await expect(watcher.getByRole('link', { name: 'Order #1' })).toBeVisible({ timeout: 20_000 });
  await watcher.close();
  // A second tab keeps the order as it was, to see the server refuse a step that is no longer allowed.
  const stale = await page.context().newPage();
  await stale.goto(orderUrl);
  await expect(stale.getByRole('button', { name: 'Mark as Paid' })).toBeVisible();

  for (const step of ['Paid', 'Delivered', 'Completed']) {
    await page.getByRole('button', { name: `Mark as ${step}` }).click();
    await expect(page.getByText(`Order #1 is now ${step}`)).toBeVisible();
  }
  await expect(page.getByText('This order has no further steps in your workflow.')).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  for (const entry of ['Created as Pending', 'Pending → Paid', 'Paid → Delivered', 'Delivered → Completed']) {
    await expect(timeline.getByText(entry)).toBeVisible();
  }
  await expect(timeline.getByText('by Asha Mushi')).toHaveCount(4);

  await stale.getByRole('button', { name: 'Mark as Paid' }).click();
  await expect(stale.getByText('Could not change the status')).toBeVisible();
  await expect(stale.getByText('An order cannot move from Completed to Paid')).toBeVisible();
  await stale.close();

  // The list shows it; the product's history shows the two Large taken by order #1.
  await page.getByRole('link', { name: 'All orders' }).click();
  await page.getByRole('button', { name: 'Completed', exact: true }).click();
  await expect(page.getByText('1 order')).toBeVisible();
  await page.goto(productUrl);
  const history = page.getByRole('list', { name: 'Stock history' });
  await expect(history.getByText('Order · Large')).toBeVisible();
  await expect(history.getByText('-2')).toBeVisible();
  await expect(history.getByText('Then 4')).toBeVisible();
  await page.screenshot({ path: 'test-results/product-detail-desktop.png', fullPage: true });

  // The same screens on a 360px phone.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: 'test-results/phone-product-detail.png', fullPage: true });
  await page.goto('/dashboard/products');
  await expect(page.getByText('1 product')).toBeVisible();
  await page.screenshot({ path: 'test-results/phone-products.png', fullPage: true });
  await page.goto('/dashboard/products/new');
  await page.getByRole('button', { name: 'Add variant' }).click();
  await page.getByRole('button', { name: 'Add group' }).click();
  await page.screenshot({ path: 'test-results/phone-product-form.png', fullPage: true });
  await page.goto('/dashboard/orders');
  await expect(page.getByText('1 order')).toBeVisible();
  await page.screenshot({ path: 'test-results/phone-orders.png', fullPage: true });
  await page.goto(orderUrl);
  await expect(page.getByRole('heading', { name: 'Order #1' })).toBeVisible();
  await page.screenshot({ path: 'test-results/phone-order-info.png', fullPage: true });
  await page.goto('/dashboard/orders/add-order');
  await page.getByRole('button', { name: 'Add product' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Juice ya embe/ })
    .click();
  await expect(page.getByRole('dialog').getByLabel('Small')).toBeVisible();
  await page.screenshot({ path: 'test-results/phone-add-order-dialog.png' });
  await page.getByRole('dialog').getByLabel('Small').check();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Add to order/ })
    .click();
  await page.getByRole('button', { name: 'Add charge' }).click();
  await page.getByLabel('Charge type').selectOption('percentage');
  await page.getByLabel('Percent').fill('10');
  await expect(page.getByTestId('order-total')).toHaveText('TZS 2,200');
  await page.screenshot({ path: 'test-results/phone-add-order.png', fullPage: true });

  // The order made Juma a customer with its total; the detail lists the order.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/customers');
  // A search that finds no one says so and offers the way back to everyone.
  await page.getByRole('searchbox', { name: 'Search' }).fill('zzzz');
  await expect(page.getByRole('heading', { name: 'Nothing matches these filters.' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(page.getByRole('link', { name: /Juma Ali/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('Juma');
  await page.getByRole('link', { name: /Juma Ali/ }).click();
  await expect(page.getByRole('heading', { name: 'Juma Ali' })).toBeVisible();
  await expect(page.getByText('TZS 10,000').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /#1/ })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Tags').fill('VIP, jumla');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Customer saved')).toBeVisible();
  await expect(page.getByText('VIP')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: 'test-results/phone-customer.png', fullPage: true });

  // A segment counts its customers live while it is edited.
  await page.getByRole('link', { name: 'All customers' }).click();
  await page.getByRole('link', { name: 'Segments' }).click();
  await page.getByRole('button', { name: 'New segment' }).first().click();
  await page.getByLabel('Segment name').fill('Big spenders');
  await page.getByRole('group', { name: 'Condition 1' }).getByLabel('Value').fill('5000');
  await expect(page.getByText('Customers matching now: 1')).toBeVisible();
  await page.getByRole('group', { name: 'Condition 1' }).getByLabel('Value').fill('50000');
  await expect(page.getByText('Customers matching now: 0')).toBeVisible();
  await page.screenshot({ path: 'test-results/phone-segment.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Segment saved')).toBeVisible();
  await expect(page.getByText('Big spenders')).toBeVisible();

  // The workflow: drop "picked up" from the shop's statuses and save.
  await page.goto('/dashboard/orders');
  await page.getByRole('link', { name: 'Order workflow' }).click();
  await expect(page.getByRole('group', { name: 'Step 7' })).toBeVisible();
  await page.getByLabel('Picked up').uncheck();
  await expect(page.getByRole('group', { name: 'Step 5' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Step 6' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Order workflow saved')).toBeVisible();
  await page.screenshot({ path: 'test-results/phone-workflow.png', fullPage: true });

  // Printing shows the receipt alone.
  await page.goto(orderUrl);
  await expect(page.getByRole('heading', { name: 'Order #1' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#order-receipt')).toBeVisible();
  await expect(page.locator('#order-receipt')).toContainText('TZS 10,000');
  await page.screenshot({ path: 'test-results/print-receipt.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // Swahili on the phone.
  await page.getByLabel('Language').selectOption('sw');
  await expect(page.getByRole('heading', { name: 'Oda #1' })).toBeVisible();
  await page.screenshot({ path: 'test-results/phone-order-info-sw.png', fullPage: true });
});

test('CSV import with a per-row report → edit, restock and delete a product', async ({ page }) => {
  await newShop(page);
  await page.getByRole('link', { name: 'Products' }).first().click();
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog');
  const broken = 'sku,name,category,price,stock\nMC-1,"Mchele, 5kg",food_beverages,12000,8\nSK-2,Sukari,sweets,-5,0\n';
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(broken) });
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByText('Refused rows: 1.')).toBeVisible();
  await expect(dialog.getByText('Line 3')).toBeVisible();
  const fixed =
    'sku,name,category,price,stock\nMC-1,"Mchele, 5kg",food_beverages,12000,8\nSK-2,Sukari,food_beverages,3000,0\n';
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) });
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByText('Rows checked: 2. All are fine')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported: 2 new, 0 updated.')).toBeVisible();
  await expect(page.getByText('2 products')).toBeVisible();

  // Out of stock filter finds the sugar; edit it, restock it, then delete it.
  await page.getByLabel('Stock', { exact: true }).selectOption('out');
  await expect(page.getByText('1 product')).toBeVisible();
  await page
    .getByRole('link', { name: /Sukari/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Price (TZS)').fill('3200');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('TZS 3,200')).toBeVisible();
  await page.getByRole('button', { name: 'Adjust stock' }).click();
  await page.getByRole('dialog').getByLabel('Change').fill('12');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Stock is now 12')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Stock history' }).getByText('Restock')).toBeVisible();
  await page.getByRole('button', { name: 'Delete product' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete product' }).click();
  await expect(page.getByText('Sukari was deleted')).toBeVisible();
  await expect(page.getByText('1 product')).toBeVisible();

  // Product sets: a hand-picked collection and a rule with its live preview.
  await page.getByRole('link', { name: 'Product sets' }).click();
  await expect(page.getByRole('heading', { name: 'No product sets yet' })).toBeVisible();
  await page.getByRole('link', { name: '+ New collection' }).click();
  await page.getByLabel('Set name').fill('Breakfast');
  await page.getByRole('button', { name: 'Add Mchele, 5kg' }).click();
  await expect(page.getByRole('button', { name: 'Remove Mchele, 5kg' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product set saved')).toBeVisible();
  await expect(page.getByText('Hand-picked collection · Products: 1')).toBeVisible();
  await page.getByRole('link', { name: '+ New rule-based set' }).click();
  await page.getByLabel('Set name').fill('Under 10,000');
  await expect(page.getByText('Products in the set now: 1')).toBeVisible();
  await page.getByLabel('Highest price (TZS)').fill('10000');
  await expect(page.getByText('Products in the set now: 0')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: 'test-results/phone-template-set.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Rule-based set', { exact: true })).toBeVisible();
});
