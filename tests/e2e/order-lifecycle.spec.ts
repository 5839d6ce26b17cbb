import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './mail-inbox';
import { deliveryAddress, orderableProduct, orderOnce, payFromOrderPage } from './shop-steps';
import { newCustomer, signIn, toast, verifyEmail } from './sign-in';

const admin = { email: 'admin@hartwell.example', password: 'hartwell-admin' };

const stockOf = async (page: Page, id: string) => (await (await page.request.get(`/api/products/${id}`)).json()).stock as number;

test('a customer orders to a new address, pays and asks to cancel; an admin approves, refunds and restocks; another order ships with tracking and its timeline says so', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const product = await orderableProduct(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { email } = await newCustomer(page, 'Ines Ortega');
  // Order emails go only to a confirmed address: the shop learns of it when the page loads again.
  await verifyEmail(page.request, email);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();

  // The first order: a new address typed in the order form, kept in the address book.
  const before = await stockOf(page, product._id);
  const first = await orderOnce(page, product);
  expect(await stockOf(page, product._id)).toBe(before - product.min);
  const placedMail = await waitForMail(page.request, email, `Your order ${first.number} is placed`);
  expect(placedMail.text).toContain(deliveryAddress.line1);
  await expect(page.getByRole('main').getByText(deliveryAddress.line1)).toBeVisible();
  await payFromOrderPage(page);
  await page.goto(first.url);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Request cancellation' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask to cancel this order?' });
  await ask.getByLabel('Reason (optional)').fill('The site closed early');
  await ask.getByRole('button', { name: 'Request cancellation' }).click();
  await expect(main.getByText('Cancellation requested', { exact: true }).first()).toBeVisible();

  // The admin finds it among the requests, approves it: refunded, and the units are back.
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin);
  await adminPage.goto('/dashboard/manageOrders');
  await adminPage.getByRole('tab', { name: 'Cancellation requested' }).click();
  await adminPage.getByRole('link', { name: first.number, exact: true }).click();
  const panel = adminPage.getByRole('complementary', { name: 'Admin' });
  await panel.getByRole('button', { name: 'Approve cancellation' }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Approve and cancel' }).click();
  const adminTimeline = adminPage.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(adminTimeline.filter({ hasText: /^Refunded/ })).toContainText(/re_sandbox_/);
  expect(await stockOf(page, product._id)).toBe(before);
  await adminPage.goto('/dashboard/manageProduct');
  await expect(adminPage.getByRole('row').filter({ hasText: product.name })).toContainText(`${before} units`);

  // The customer sees it cancelled and refunded, and is told by mail.
  await page.reload();
  await expect(main.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await waitForMail(page.request, email, `Your order ${first.number} is cancelled`);

  // The second order goes to the saved address, is paid and shipped with a tracking number.
  const second = await orderOnce(page, product);
  await payFromOrderPage(page);
  await adminPage.goto(second.url);
  await adminPage.getByRole('complementary', { name: 'Admin' }).getByRole('button', { name: 'Ship' }).click();
  const ship = adminPage.getByRole('dialog', { name: `Ship ${second.number}` });
  await ship.getByLabel('Carrier (optional)').fill('DHL Express');
  await ship.getByLabel('Tracking number (optional)').fill('JD014600006281');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(toast(adminPage, 'Ordered Shipped Successfully')).toBeVisible();
  await adminContext.close();

  await page.goto(second.url);
  const timeline = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline).toHaveCount(4);
  await expect(timeline.nth(0)).toContainText('Order placed');
  await expect(timeline.nth(1)).toContainText('Payment started');
  await expect(timeline.nth(2)).toContainText(/Transaction ID pi_sandbox_/);
  await expect(timeline.nth(3)).toContainText('JD014600006281');
  await expect(timeline.nth(3)).toContainText('DHL Express');
  await waitForMail(page.request, email, `Your order ${second.number} is on its way`);
});
