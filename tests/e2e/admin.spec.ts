import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { userMessages } from '../../core/domain/user';
import { orderFromProductPage, payWith, showMoreUntilVisible, withVat } from './shop-steps';
import { accessibilityViolations, newCustomer, signIn, toast, verifyEmail } from './sign-in';

const admin = { email: 'admin@hartwell.example', password: 'hartwell-admin' };

test('the demo admin promotes and demotes a customer, adds, edits and deletes a product, and ships a paid order', async ({ browser, page, request }) => {
  // The longest journey: two browsers, a picture uploaded, a payment; three times the usual time on a busy machine.
  test.slow();
  // A customer with a paid order, in a browser of their own.
  const shopper = await (await browser.newContext()).newPage();
  const customer = await newCustomer(shopper, 'Kofi Mensah');
  const { items } = await (await request.get('/api/products?limit=1')).json();
  await orderFromProductPage(shopper, items[0]);
  await shopper.goto('/dashboard');
  await shopper.getByRole('link', { name: `Pay for ${items[0].name}` }).click();
  await payWith(shopper, '4242 4242 4242 4242');
  await expect(toast(shopper, 'Congrats! Your Payment is completed')).toBeVisible();

  await signIn(page, admin);
  await page.setViewportSize({ width: 1600, height: 1000 });

  // Make the customer an admin, and back.
  await page.goto('/dashboard/users');
  await expect(page.getByText(/^Total Users: \d+/)).toBeVisible();
  // Admin rights need a verified email: the row says so, and offers Make Admin once the customer has confirmed theirs.
  const customerRow = page.getByRole('row').filter({ hasText: customer.email });
  await expect(customerRow.getByText(userMessages.emailNotVerified)).toBeVisible();
  await expect(customerRow.getByText(userMessages.adminOnceVerified)).toBeVisible();
  await expect(page.getByRole('button', { name: `Make Admin ${customer.email}` })).toHaveCount(0);
  await verifyEmail(request, customer.email);
  await shopper.reload();
  await expect(shopper.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: `Make Admin ${customer.email}` }).click();
  const confirmPromotion = page.getByRole('dialog');
  await expect(confirmPromotion).toContainText('Kofi Mensah');
  await confirmPromotion.getByRole('button', { name: 'Make Admin' }).click();
  await expect(toast(page, 'Successfully Add a Admin')).toBeVisible();
  await page.getByRole('button', { name: `Remove Admin ${customer.email}` }).click();
  const confirmDemotion = page.getByRole('dialog');
  await expect(confirmDemotion).toContainText('Kofi Mensah');
  expect(await accessibilityViolations(page)).toEqual([]);
  await confirmDemotion.getByRole('button', { name: 'Remove Admin' }).click();
  await expect(toast(page, `Removed the admin role of ${customer.email}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Make Admin ${customer.email}` })).toBeVisible();

  // Add a product with a picture; it shows on the home page.
  const name = `Bench Vice ${Date.now() % 100000}`;
  await page.goto('/dashboard/addProduct');
  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Description').fill('Cast-iron bench vice with 150 mm jaws and a swivel base.');
  await page.getByLabel('Price').fill('89');
  await page.getByLabel('Maximum Quantity').fill('20');
  await page.getByLabel('Minimum Quantity').fill('2');
  await page.getByLabel('Units in stock').fill('35');
  const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 31, g: 41, b: 51 } } }).png().toBuffer();
  await page.getByLabel('Image').setInputFiles({ name: 'vice.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByRole('img', { name: 'Preview of vice.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Product' })).toBeEnabled();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(toast(page, 'Product Added Successfully')).toBeVisible();

  await page.goto('/');
  const grid = page.locator('#tools');
  const card = grid.getByRole('article').filter({ hasText: name });
  await showMoreUntilVisible(card, grid.getByRole('button', { name: 'Show more tools' }));
  // With its VAT, as a customer reads it.
  await expect(card.getByText(withVat(89))).toBeVisible();
  // The card's picture sits in a link kept out of the reading (the name's link says the same), so it is found by its element.
  const shown = card.locator('img');
  await expect(shown).toHaveAttribute('src', /^\/images\/[0-9a-f-]{36}\.webp$/);
  expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Edit its price: saved.
  await page.goto('/dashboard/manageProduct');
  const products = page.getByRole('region', { name: 'Manage Products' });
  const more = products.getByRole('button', { name: 'Show more products' });
  await showMoreUntilVisible(products.getByRole('link', { name: `Edit ${name}` }), more);
  // Its units in stock, as typed, beside its bounds.
  await expect(products.getByRole('row').filter({ hasText: name })).toContainText('35 units');
  await products.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Price')).toHaveValue('89');
  await page.getByLabel('Price').fill('95');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `Saved ${name}`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/manageProduct$/);
  const saved = (await (await request.get('/api/products?limit=100')).json()).items.find((p: { name: string }) => p.name === name);
  expect(saved).toMatchObject({ price: 95, min: 2, max: 20 });

  // Delete it, after confirming.
  await showMoreUntilVisible(products.getByRole('button', { name: `Delete ${name}` }), more);
  await products.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `Deleted Successfully ${name}`)).toBeVisible();
  expect((await request.get(`/api/products/${saved._id}`)).status()).toBe(404);

  // Find the customer's paid order by their email in the To ship view, print its packing slip, then ship it with a
  // tracking number; their My Orders says Shipped.
  await page.goto('/dashboard/manageOrders');
  await page.getByRole('searchbox', { name: 'Order number or email' }).fill(customer.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('tab', { name: 'To ship' }).click();
  const ship = page.getByRole('button', { name: `Ship ${items[0].name} for ${customer.email}` }).locator('visible=true');
  await expect(ship).toHaveCount(1);
  await page.getByRole('link', { name: /^Packing slip for HT-/ }).locator('visible=true').click();
  const slip = page.getByRole('article', { name: 'Packing slip' });
  await expect(slip).toContainText(items[0].name);
  await expect(slip.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.goBack();
  await page.getByRole('searchbox', { name: 'Order number or email' }).fill(customer.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Ship ${items[0].name} for ${customer.email}` }).locator('visible=true').click();
  const shipDialog = page.getByRole('dialog');
  await shipDialog.getByLabel('Carrier (optional)').fill('DHL Express');
  await shipDialog.getByLabel('Tracking number (optional)').fill('JD014600003828');
  await shipDialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(toast(page, 'Ordered Shipped Successfully')).toBeVisible();
  await shopper.goto('/dashboard');
  // A table on a laptop, cards on a phone: the order's row or card.
  await expect(shopper.locator('tr, li').filter({ hasText: items[0].name }).locator('visible=true').first()).toContainText('Shipped');
});
