import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { chooseAddress, payWith, withVat } from './shop-steps';
import { accessibilityViolations, header, newCustomer, signIn, toast } from './sign-in';

/** Where the pages' pictures go when asked for (VOLUME_SHOTS_DIR=/tmp/shots-volume), to look at them. */
const shotsDir = process.env.VOLUME_SHOTS_DIR;
async function picture(page: Page, name: string, fullPage = false) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage });
}

const admin = { email: 'admin@hartwell.example', password: 'hartwell-admin' };
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('an admin sells wood screws by the box of five, cheaper by the fifty and the hundred; a customer buys a hundred at the volume price', async ({ browser, page }) => {
  test.slow();
  const name = `Wood Screws 4 x 40 mm, box of 200, zinc-plated, pozidriv ${Date.now() % 100000}`;

  // The admin adds them: an overlap is refused in words, and the fixed breaks are saved.
  await signIn(page, admin);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/dashboard/addProduct');
  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Description').fill('Hardened, zinc-plated wood screws with a pozidriv head and a sharp point: 200 in a box.');
  await page.getByLabel('Price').fill('9');
  await page.getByLabel('Maximum Quantity').fill('500');
  await page.getByLabel('Minimum Quantity').fill('5');
  await page.getByLabel('Pack size').fill('5');
  await page.getByLabel('Units in stock').fill('4000');
  const breaks = page.getByRole('group', { name: 'Volume prices' });
  await breaks.getByRole('button', { name: 'Add a price break' }).click();
  await breaks.getByRole('button', { name: 'Add a price break' }).click();
  await breaks.getByLabel('From').nth(0).fill('50');
  await breaks.getByLabel('To').nth(0).fill('99');
  await breaks.getByLabel('Price each').nth(0).fill('8');
  await breaks.getByLabel('From').nth(1).fill('90');
  await breaks.getByLabel('Price each').nth(1).fill('7');
  const screws = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 120, g: 124, b: 130 } } }).png().toBuffer();
  await page.getByLabel('Image').setInputFiles({ name: 'screws.png', mimeType: 'image/png', buffer: screws });
  await expect(page.getByRole('button', { name: 'Add Product' })).toBeEnabled();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(breaks.getByRole('alert')).toHaveText('The breaks 50–99 and 90 and more overlap: start each break right after the one before it ends');
  await picture(page, 'add-product-breaks-refused-1440', true);
  await breaks.getByLabel('From').nth(1).fill('100');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(toast(page, 'Product Added Successfully')).toBeVisible();

  // A customer finds the table on the product page, at every width.
  const shopper = await (await browser.newContext()).newPage();
  await newCustomer(shopper, 'Mira Kowalski');
  await shopper.goto(`/search?q=${encodeURIComponent(name)}`);
  await shopper.getByRole('link', { name }).first().click();
  await expect(shopper).toHaveURL(/\/productDetail\/[0-9a-f-]{36}$/);
  const table = shopper.getByRole('table', { name: 'Price by quantity' });
  await expect(table.getByRole('row')).toHaveText(['QuantityPrice each (inc. VAT)', `5–49${withVat(9)}`, `50–99${withVat(8)}`, `100 and more${withVat(7)}`]);
  for (const width of [1440, 1280, 390]) {
    await shopper.setViewportSize({ width, height: 900 });
    await table.scrollIntoViewIfNeeded();
    expect(await noSidewaysScroll(shopper), `no sideways scroll at ${width} px`).toBe(true);
    await picture(shopper, `product-volume-prices-${width}`, true);
  }
  expect(await accessibilityViolations(shopper)).toEqual([]);

  // Between packs: refused where typed, with the two nearest quantities; at 100, the volume price.
  const quantity = shopper.getByRole('spinbutton', { name: 'Quantity' });
  await expect(quantity).toHaveAttribute('step', '5');
  await quantity.fill('12');
  await expect(shopper.getByText('Sold in packs of 5: order 10 or 15')).toBeVisible();
  await expect(shopper.getByRole('button', { name: 'Purchase' })).toBeDisabled();
  await quantity.fill('100');
  await expect(shopper.getByText(/^Total/)).toContainText(`Total ${withVat(700)} inc. VAT (${withVat(7)} each, volume price)`);
  await shopper.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(shopper, `Added to your cart: 100 × ${name}`)).toBeVisible();

  // The cart prices the line at $7, at a phone's width too, and checkout charges $700 once.
  await header(shopper).getByRole('link', { name: /^Cart, 1 product/ }).click();
  const line = shopper.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem').filter({ hasText: name });
  await expect(line.getByText('Volume price')).toBeVisible();
  await expect(line.getByLabel(`Line total ${withVat(700)}`)).toBeVisible();
  expect(await noSidewaysScroll(shopper)).toBe(true);
  await picture(shopper, 'cart-volume-price-390', true);
  await shopper.setViewportSize({ width: 1440, height: 900 });
  await shopper.getByRole('link', { name: 'Checkout' }).click();
  const delivery = shopper.getByRole('form', { name: 'Delivery' });
  await delivery.getByLabel('Phone Number').fill('+48 22 555 0100');
  await chooseAddress(delivery);
  await shopper.getByRole('region', { name: 'Your order' }).getByRole('button', { name: 'Place order' }).click();
  await expect(toast(shopper, 'You Order is placed')).toBeVisible();
  await expect(shopper.getByRole('button', { name: `Pay ${withVat(700)}` })).toBeEnabled();
  await payWith(shopper, '4242424242424242');
  await expect(toast(shopper, 'Congrats! Your Payment is completed')).toBeVisible();

  // The admin finds the product's addition in the audit log, with its volume prices, at a desk and on a phone.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/dashboard\/audit$/);
  const filters = page.getByRole('search', { name: 'Filter the audit log' });
  await filters.getByLabel('Who').fill(admin.email);
  await filters.getByLabel('What').selectOption({ label: 'Added a product' });
  await filters.getByRole('button', { name: 'Filter' }).click();
  const added = page.getByRole('list', { name: 'Changes' }).getByRole('listitem').filter({ hasText: name });
  await expect(added).toHaveCount(1);
  await expect(added.getByRole('row', { name: /Volume prices/ })).toHaveText('Volume prices50-99: $8; 100+: $7');
  await expect(added).toContainText(`(${admin.email})`);
  expect(await accessibilityViolations(page)).toEqual([]);
  await picture(page, 'audit-log-1440', true);
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await noSidewaysScroll(page)).toBe(true);
  await picture(page, 'audit-log-390', true);
});
