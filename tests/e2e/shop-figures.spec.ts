import { expect, test, type Page } from '@playwright/test';
import { formatCents } from '../../core/domain/money';
import { orderFromProductPage, payWith } from './shop-steps';
import { accessibilityViolations, newCustomer, signIn, toast } from './sign-in';
import { screens } from './screens';

const admin = { email: 'admin@hartwell.example', password: 'hartwell-admin' };
const { atEveryWidth } = screens(process.env.TRADE_SHOTS_DIR);

/** Cents from a figure as the page prints it ("$1,234.50"). */
const centsOf = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

/** A headline figure's value, by its label. */
const figure = (page: Page, label: string) => page.getByRole('term').filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');

test("the admins' dashboard counts a customer's paid order in today's sales and what waits to be packed, its chart loaded on that page only", async ({ browser, page, request }) => {
  test.slow();
  const { items } = await (await request.get('/api/products?limit=1')).json();
  const [product] = items as { _id: string; name: string; price: number; min: number }[];

  // The chart's code is asked for only on the dashboard.
  const chartCode: string[] = [];
  page.on('request', (asked) => {
    if (/sales-chart|uplot/i.test(asked.url())) chartCode.push(asked.url());
  });
  await signIn(page, admin);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/dashboard/manageOrders');
  await expect(page.getByRole('heading', { name: 'Manage All Orders' })).toBeVisible();
  await page.goto('/dashboard/figures');
  await expect(page.getByRole('heading', { name: 'Shop figures', level: 2 })).toBeVisible();
  const salesBefore = centsOf((await figure(page, 'Sales (ex VAT)').textContent())!);
  const toPackBefore = Number(await figure(page, 'Waiting to be packed').textContent());

  // A customer, in a browser of their own, orders the product and pays by card.
  const shopper = await (await browser.newContext()).newPage();
  await newCustomer(shopper, 'Aoife Ní Dhomhnaill-Whitcombe');
  await orderFromProductPage(shopper, product);
  await shopper.goto('/dashboard');
  await shopper.getByRole('link', { name: `Pay for ${product.name}` }).click();
  await payWith(shopper, '4242424242424242');
  await expect(toast(shopper, 'Congrats! Your Payment is completed')).toBeVisible();

  await page.reload();
  await expect(figure(page, 'Sales (ex VAT)')).not.toHaveText(formatCents(salesBefore));
  // Other journeys may have sold meanwhile: at least this order's net, and at least one more to pack.
  expect(centsOf((await figure(page, 'Sales (ex VAT)').textContent())!) - salesBefore).toBeGreaterThanOrEqual(product.min * product.price * 100);
  expect(Number(await figure(page, 'Waiting to be packed').textContent())).toBeGreaterThanOrEqual(toPackBefore + 1);
  await expect(page.getByRole('region', { name: 'Top products' }).getByText(product.name, { exact: true })).toBeVisible();
  const chart = page.getByRole('img', { name: /Sales and refunds \(ex VAT\), by day/ });
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(chart.getByText('Sales', { exact: true })).toBeVisible();
  expect(chartCode.length).toBeGreaterThan(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  // By month, kept in the address; every width without a sideways scroll.
  await page.getByRole('tab', { name: 'By month' }).click();
  await expect(page).toHaveURL(/\/dashboard\/figures\?by=month$/);
  await expect(page.getByRole('img', { name: /by month/ })).toBeVisible();
  await atEveryWidth(page, 'shop-figures-by-month');
  await page.setViewportSize({ width: 390, height: 844 });
  // The chart as wide as the phone, no wider.
  const box = (await page.getByRole('img', { name: /by month/ }).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await accessibilityViolations(page)).toEqual([]);

  // What waits to be packed opens on the orders to ship.
  await page.getByRole('link', { name: 'Paid, not yet shipped or cancelled' }).click();
  await expect(page.getByRole('heading', { name: 'Manage All Orders' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'To ship' })).toHaveAttribute('aria-selected', 'true');
});

test('the chart library is not fetched by the shop’s other pages', async ({ page }) => {
  const chartCode: string[] = [];
  page.on('request', (asked) => {
    if (/sales-chart|uplot/i.test(asked.url())) chartCode.push(asked.url());
  });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await signIn(page, admin);
  for (const path of ['/dashboard/manageOrders', '/dashboard/invoices', '/dashboard/users']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(chartCode).toEqual([]);
});
