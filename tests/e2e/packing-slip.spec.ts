import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { orderFromProductPage } from './shop-steps';
import { newCustomer, signIn } from './sign-in';

// Where scripts/ensure-chromium.mjs installs it for npm test.
const pdfToTextPath = '/usr/bin/pdftotext';
const admin = { email: 'admin@hartwell.example', password: 'hartwell-admin' };

/** The text of a PDF, as poppler's pdftotext reads it (npm test installs it); the PDF stays in the test's output. */
function pdfText(pdf: Buffer) {
  const file = test.info().outputPath('slip.pdf');
  writeFileSync(file, pdf);
  return execFileSync(pdfToTextPath, ['-layout', file, '-'], { encoding: 'utf8' });
}

test('a packing slip prints with its order number, address and product, and without the dashboard around it', async ({ browser, page }) => {
  const shopper = await (await browser.newContext()).newPage();
  const customer = await newCustomer(shopper, 'Imogen Slater');
  const { items } = await (await shopper.request.get('/api/products?limit=1')).json();
  await orderFromProductPage(shopper, items[0]);
  const token = await shopper.evaluate(() => localStorage.getItem('accessToken'));
  const [order] = await (await shopper.request.get(`/api/order?customer=${encodeURIComponent(customer.email)}`, { headers: { authorization: `Bearer ${token}` } })).json();

  await signIn(page, admin);
  await page.goto(`/dashboard/order/${order._id}/slip`);
  await expect(page.getByRole('article', { name: 'Packing slip' })).toContainText(order.number);

  // What the printer gets: Chromium's print to PDF, with the print styles.
  const printed = pdfText(await page.pdf({ format: 'A4' }));
  expect(printed).toContain(order.number);
  expect(printed).toContain('Packing slip');
  expect(printed).toContain('12 Furnace Hill');
  expect(printed).toContain(items[0].name);
  // The dashboard's menu and the Print button stay off the paper.
  expect(printed).not.toContain('Manage All Orders');
  expect(printed).not.toMatch(/^\s*Print\s*$/m);
});
