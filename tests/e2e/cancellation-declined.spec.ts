import { expect, test } from '@playwright/test';
import { waitForMail } from './mail-inbox';
import { orderableProduct, orderOnce, payFromOrderPage } from './shop-steps';
import { newCustomer, signIn, toast, verifyEmail } from './sign-in';

const admin = { email: 'admin@hartwell.example', password: 'hartwell-admin' };
const reason = 'The drills were handed to the carrier this morning: they arrive on Thursday.';

test("an admin declines a customer's request to cancel with a reason: the customer is emailed it and reads it on the order", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { email } = await newCustomer(page, 'Tomasz Wójcik');
  // Order emails go only to a confirmed address: the shop learns of it when the page loads again.
  await verifyEmail(page.request, email);
  await page.reload();
  const order = await orderOnce(page, await orderableProduct(page));
  await payFromOrderPage(page);
  await page.goto(order.url);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Request cancellation' }).click();
  await page.getByRole('dialog', { name: 'Ask to cancel this order?' }).getByRole('button', { name: 'Request cancellation' }).click();
  await expect(main.getByText('Cancellation requested', { exact: true }).first()).toBeVisible();

  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin);
  await adminPage.goto(order.url);
  await adminPage.getByRole('complementary', { name: 'Admin' }).getByRole('button', { name: 'Decline' }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Decline the cancellation of ${order.number}?` });
  await dialog.getByRole('button', { name: 'Decline the cancellation' }).click();
  await expect(dialog.getByText('Say why the cancellation is declined: the customer is told')).toBeVisible();
  await adminPage.screenshot({ path: testInfo.outputPath('decline-dialog-refused-1440.png') });
  await dialog.getByLabel('Why is it declined?').fill(reason);
  await dialog.getByRole('button', { name: 'Decline the cancellation' }).click();
  await expect(toast(adminPage, `The customer's request to cancel ${order.number} is declined: the order stays`)).toBeVisible();
  await expect(adminPage.getByRole('complementary', { name: 'Admin' }).getByRole('button', { name: 'Ship' })).toBeVisible();
  await adminContext.close();

  const mail = await waitForMail(page.request, email, `We could not cancel order ${order.number}`);
  expect(mail.text).toContain(reason);
  await page.reload();
  const notice = main.getByText('Your request to cancel was declined');
  await expect(notice).toBeVisible();
  await expect(main.getByText(`The shop's reason: ${reason}`, { exact: false })).toBeVisible();
  for (const [width, height] of [[1440, 900], [1280, 800], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await expect(notice).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`order-declined-${width}.png`) });
  }
});
