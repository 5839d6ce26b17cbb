import { expect, test } from '@playwright/test';
import { waitForMail } from './mail-inbox';
import { accessibilityViolations, newCustomer, signIn, toast, verifyEmail } from './sign-in';
import { chooseAddress } from './shop-steps';
import { admin, applyForTradeAccount, approveTradeAccount } from './trade-steps';
import { screens } from './screens';

const { picture, atEveryWidth } = screens(process.env.TRADE_SHOTS_DIR);

test('an admin gives a company credit, its buyer orders on account from the order form and the cart, and the admin records the payment', async ({ browser, page, request }) => {
  test.slow();
  const company = `Okafor Building Maintenance and Facilities Management Ltd ${Date.now() % 100000}`;
  const buyer = await newCustomer(page, 'Chidi Okafor');
  await verifyEmail(request, buyer.email);
  await page.goto('/dashboard/trade-account');
  await page.reload();
  await applyForTradeAccount(page, company);

  // The admin approves the company and lets it owe up to $300, each order due in 14 days.
  const office = await (await browser.newContext()).newPage();
  await signIn(office, admin);
  await approveTradeAccount(office, company, buyer.email);
  await office.getByRole('tab', { name: 'Approved' }).click();
  const credit = office.getByRole('form', { name: `Payment on account for ${company}` });
  await credit.getByLabel('Credit limit ($)').fill('0');
  await credit.getByRole('button', { name: 'Save' }).click();
  await expect(credit.getByText('A credit limit is whole dollars from $1 to $10,000,000')).toBeVisible();
  await credit.getByLabel('Credit limit ($)').fill('300');
  await credit.getByLabel('Days to pay').fill('14');
  await credit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(office, `${company} may owe up to $300, each order due in 14 days`)).toBeVisible();
  await atEveryWidth(office, 'credit-admin');

  // The buyer sees the credit, and orders five claw hammers ($120, $144 with VAT) on account from the order form.
  await page.reload();
  await expect(page.getByText('$300.00 left of $300')).toBeVisible();
  await page.goto('/search?q=HT-HMR-16');
  await page.getByRole('link', { name: 'Claw Hammer 16 oz' }).first().click();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('5');
  await page.getByRole('button', { name: 'Purchase' }).click();
  const orderForm = page.getByRole('dialog', { name: 'Order For : Claw Hammer 16 oz' });
  await chooseAddress(orderForm);
  await orderForm.getByRole('radio', { name: /On your company’s account/ }).check();
  await expect(orderForm.getByText('Due 14 days after ordering. $300.00 left of your $300 credit')).toBeVisible();
  await picture(page, 'on-account-order-form-1440');
  await orderForm.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'You Order is placed')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/order\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Bought on account')).toBeVisible();
  await expect(page.getByText('On account', { exact: true })).toBeVisible();
  const number = /HT-\d+/.exec((await page.getByRole('heading', { name: /^Order HT-/ }).textContent()) ?? '')![0];
  await waitForMail(request, buyer.email, `Your order ${number} is placed`);
  await atEveryWidth(page, 'on-account-order');

  // At 390 px from the cart: ten more hammers ($288 with VAT) are more than the $156 left, so the account cannot be chosen; five are not.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goBack();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('10');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/checkout');
  const account = page.getByRole('radio', { name: /On your company’s account/ });
  await expect(account).toBeDisabled();
  await expect(page.getByText('This order is more than the $156.00 left of your company’s credit')).toBeVisible();
  await picture(page, 'on-account-checkout-too-much-390');
  await page.goto('/cart');
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('5');
  await page.getByRole('spinbutton', { name: 'Quantity' }).press('Enter');
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('$120');
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /On your company’s account/ }).check();
  await chooseAddress(page.getByRole('form', { name: 'Delivery' }));
  await picture(page, 'on-account-checkout-390');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/order\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Bought on account')).toBeVisible();
  // Scanned afresh, without the toasts of the steps before: an older toast stacked behind a newer one is drawn faded.
  await page.reload();
  await expect(page.getByText('Bought on account')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // The admin finds it among the orders owed on account, ships it, and records the payment when it arrives.
  await office.goto('/dashboard/manageOrders');
  await office.getByRole('tab', { name: 'On account' }).click();
  await office.getByRole('link', { name: number, exact: true }).click();
  await expect(office.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await office.getByRole('button', { name: 'Record payment' }).click();
  const dialog = office.getByRole('dialog', { name: `Record the payment of ${number}` });
  await dialog.getByLabel('Bank reference').fill('BACS OKAFOR 2291');
  await picture(office, 'record-payment-dialog-1440');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(toast(office, `Payment of ${number} recorded`)).toBeVisible();
  await expect(office.getByRole('complementary', { name: 'Admin' }).getByText(/^Paid on account .+, reference BACS OKAFOR 2291$/)).toBeVisible();
  await waitForMail(request, buyer.email, `Receipt for your order ${number}`);
  await atEveryWidth(office, 'on-account-settled-admin');
});
