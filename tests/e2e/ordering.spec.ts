import { expect, test, type Locator } from '@playwright/test';
import { chooseAddress, deliveryAddress, orderFromProductPage, withVat } from './shop-steps';
import { accessibilityViolations, header, newCustomer, toast } from './sign-in';

const dollars = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);

test('a customer orders within the bounds, finds the order in My Orders and deletes it', async ({ page, request }) => {
  const { items } = await (await request.get('/api/products?limit=12')).json();
  const product = items.find((p: { min: number; max: number }) => p.min > 1 && p.max - p.min >= 2);
  const customer = await newCustomer(page, 'Priya Shah');
  // Wide enough for the orders table with all its columns.
  await page.setViewportSize({ width: 1600, height: 900 });

  await page.goto(`/productDetail/${product._id}`);
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  const purchase = page.getByRole('button', { name: 'Purchase' });
  await expect(quantity).toHaveValue(String(product.min));
  await expect(purchase).toBeEnabled();

  await quantity.fill(String(product.max + 1));
  await expect(toast(page, 'Maximum Quantity Exceeded')).toBeVisible();
  await expect(purchase).toBeDisabled();
  await quantity.fill(String(product.min - 1));
  await expect(toast(page, 'Add Minimum Quantity')).toBeVisible();
  await expect(purchase).toBeDisabled();

  const count = product.min + 1;
  const total = count * product.price;
  await quantity.fill(String(count));
  await expect(purchase).toBeEnabled();
  await purchase.click();

  const form = page.getByRole('dialog', { name: `Order For : ${product.name}` });
  await expect(form.getByLabel('Name')).toHaveValue('Priya Shah');
  await expect(form.getByLabel('Email')).toHaveValue(customer.email);
  await expect(form.getByLabel('Quantity')).toHaveValue(String(count));
  await expect(form.getByLabel('Price')).toHaveValue(`${withVat(total)} inc. VAT`);
  for (const field of ['Name', 'Email', 'Quantity', 'Price']) await expect(form.getByLabel(field)).not.toBeEditable();
  expect(await accessibilityViolations(page)).toEqual([]);
  await form.getByLabel('Phone Number').fill('+44 114 496 0000');
  // No address yet: Submit says to choose where to deliver, and sends nothing.
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Choose where to deliver this order')).toBeVisible();
  await expect(form.getByText('Address line 1 is required')).toBeVisible();
  await chooseAddress(form);
  await expect(form.getByLabel('Recipient')).toHaveValue('Priya Shah');
  await expect(form.getByLabel('Save it to my address book')).toBeChecked();
  await expect(form.getByText('Choose where to deliver this order')).toBeHidden();
  // A double click places one order.
  await form.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(toast(page, 'You Order is placed')).toBeVisible();
  await expect(form).toBeHidden();
  // Straight on to paying; it waits in My Orders too.
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  // The card form is ready once its payment has started: then the timeline has it.
  await expect(page.getByRole('form', { name: 'Card payment' }).getByRole('button', { name: /^Pay \$/ })).toBeEnabled();

  await page.goto('/dashboard');
  const row = page.getByRole('row').filter({ hasText: product.name });
  await expect(row).toHaveCount(1);
  // My Orders says what the order costs with its VAT (delivered to the United Kingdom).
  for (const text of ['+44 114 496 0000', String(count), withVat(total), 'Unpaid']) await expect(row).toContainText(text);
  // The spec's Name and Email, the same on every order: said once above the table.
  await expect(page.getByText(/^Ordered by/)).toHaveText(`Ordered by Priya Shah, ${customer.email}`);
  await expect(row.getByRole('link', { name: `Pay for ${product.name}` })).toHaveAttribute('href', /\/dashboard\/payment\/[0-9a-f-]{36}$/);
  expect(await accessibilityViolations(page)).toEqual([]);

  // Its number leads to its page: what was ordered, where it goes, and 'Order placed' on the timeline, then the card payment its payment page started.
  const number = row.getByRole('link', { name: /^Order HT-\d+:/ });
  const orderNumber = (await number.textContent())!;
  await number.click();
  await expect(page).toHaveURL(/\/dashboard\/order\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: `Order ${orderNumber}` })).toBeVisible();
  for (const text of ['Priya Shah', deliveryAddress.line1, deliveryAddress.postcode, '+44 114 496 0000', dollars(total), dollars(product.price)]) await expect(page.getByRole('main')).toContainText(text);
  await expect(page.getByRole('list', { name: 'Timeline' }).getByRole('listitem')).toHaveText([/^Order placed.*by Priya Shah/, /^Payment started/]);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('link', { name: '← My Orders' }).click();

  await row.getByRole('button', { name: `Delete ${product.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this order?' });
  await expect(confirm).toContainText(`${count} × ${product.name}`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `Deleted Successfully ${product.name}`)).toBeVisible();
  await expect(page.getByText('You have not ordered anything yet')).toBeVisible();

  // Gone on the server too.
  await page.reload();
  await expect(page.getByText('You have not ordered anything yet')).toBeVisible();
});

test('My Orders reads well on a phone: one card per order', async ({ page, request }) => {
  const { items } = await (await request.get('/api/products?limit=1')).json();
  await newCustomer(page, 'Tomás Ruiz');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/productDetail/${items[0]._id}`);
  await page.getByRole('button', { name: 'Purchase' }).click();
  await chooseAddress(page.getByRole('dialog'));
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'You Order is placed')).toBeVisible();

  await page.goto('/dashboard');
  const card = page.getByRole('list', { name: 'Orders, newest first' }).getByRole('listitem').filter({ hasText: items[0].name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: `Pay for ${items[0].name}` })).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('when the server refuses the session on My Orders, the customer is told, signed out and sent home', async ({ page }) => {
  await newCustomer(page, 'Wen Li');
  // The reads a sign-in starts (the buyer's trade account among them) go first with the real token: one sent with the forged
  // token would be refused and renew the session, as the shop does for a session it ended, and My Orders would read fine.
  await page.waitForLoadState('networkidle');
  // A token the server did not sign: what an expired or tampered session looks like to it.
  await page.evaluate(() => localStorage.setItem('accessToken', 'forged.token'));
  await header(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(toast(page, 'UnAuthorized Access')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('the order form starts on the phone number, passes the read-only values by, gives focus back to Purchase when closed, and leads to paying once placed', async ({ page, request }) => {
  const { items } = await (await request.get('/api/products?limit=1')).json();
  await newCustomer(page, 'Ines Moreau');
  await page.goto(`/productDetail/${items[0]._id}`);
  const purchase = page.getByRole('button', { name: 'Purchase' });
  const form = page.getByRole('dialog', { name: `Order For : ${items[0].name}` });

  // Opened from the keyboard, closed with Escape, once the page knows who is buying (Purchase waits, busy, till then).
  await expect(purchase).toBeEnabled();
  await purchase.focus();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Phone Number')).toBeFocused();
  // Next comes where to deliver: an empty address book, so the new address's first field (once the book is read).
  await expect(form.getByText('Loading your addresses')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Recipient')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(purchase).toBeFocused();

  // Opened with a click, closed by a placed order: on to paying for it.
  await purchase.click();
  await expect(form.getByLabel('Phone Number')).toBeFocused();
  await page.keyboard.type('+44 114 496 0000');
  await chooseAddress(form);
  await form.getByLabel('Country').press('Enter');
  await expect(toast(page, 'You Order is placed')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
});

test('My Orders shows its table on a laptop (1280) and lines up with the header on a desktop (1440)', async ({ page, request }) => {
  const { items } = await (await request.get('/api/products?limit=1')).json();
  await newCustomer(page, 'Kwame Asante');
  await orderFromProductPage(page, items[0]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  const row = page.getByRole('row').filter({ hasText: items[0].name });
  await expect(row).toBeVisible();
  await expect(page.getByRole('list', { name: 'Orders, newest first' })).toBeHidden();
  await expect(row.getByRole('link', { name: `Pay for ${items[0].name}` })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  await page.setViewportSize({ width: 1440, height: 900 });
  const left = async (locator: Locator) => (await locator.boundingBox())!.x;
  const brand = await left(header(page).getByRole('link', { name: /Hartwell Tools/ }));
  expect(await left(page.getByRole('heading', { level: 1, name: 'Dashboard' }))).toBe(brand);
  expect(await left(page.getByRole('navigation', { name: 'Dashboard' }))).toBe(brand);
});
