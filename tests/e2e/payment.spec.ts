import { expect, test } from '@playwright/test';
import { orderFromProductPage as order, payWith, withVat } from './shop-steps';
import { accessibilityViolations, newCustomer, toast } from './sign-in';


test('a customer pays an order with a test card and sees it Paid with its transaction ID; a declined card leaves an order unpaid', async ({ page, request }) => {
  const { items } = await (await request.get('/api/products?limit=3')).json();
  const [first, second] = items;
  await newCustomer(page, 'Amara Okafor');
  await page.setViewportSize({ width: 1600, height: 1000 });
  await order(page, first);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: `Pay for ${first.name}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  // Delivered to the United Kingdom: the card pays the total with its VAT.
  const total = withVat(first.min * first.price);
  const summary = page.getByRole('region', { name: 'Payment' }).locator('dl');
  await expect(summary.getByText('Amara Okafor', { exact: true })).toBeVisible();
  await expect(summary.getByText(`${first.min} × ${first.name}`)).toBeVisible();
  await expect(summary.getByText(total)).toBeVisible();
  await expect(page.getByText('Test mode: no real card is charged')).toBeVisible();
  await expect(page.getByText('4000 0000 0000 9995')).toBeVisible();
  await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeEnabled();
  expect(await accessibilityViolations(page)).toEqual([]);

  // The card number is formatted as typed.
  await page.getByLabel('Card number').fill('4242424242424242');
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await payWith(page, '4242424242424242');
  await expect(toast(page, 'Congrats! Your Payment is completed')).toBeVisible();
  const idToast = page.getByRole('region', { name: /Notifications/ }).getByText(/^You transaction Id : pi_sandbox_/);
  await expect(idToast).toBeVisible();
  const transactionId = (await idToast.textContent())!.replace('You transaction Id : ', '');

  await page.getByRole('link', { name: 'Back to My Orders' }).click();
  const paidRow = page.getByRole('row').filter({ hasText: first.name });
  await expect(paidRow).toContainText('Paid');
  await expect(paidRow.getByText(transactionId)).toBeVisible();
  await expect(paidRow.getByRole('link', { name: /^Pay for/ })).toHaveCount(0);
  await expect(paidRow.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  // A second order, a declined card: the decline shows in red beneath the form, and the order stays unpaid.
  await order(page, second);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: `Pay for ${second.name}` }).click();
  await payWith(page, '4000 0000 0000 0002');
  const decline = page.getByRole('form', { name: 'Card payment' }).getByRole('alert');
  await expect(decline).toHaveText('Your card was declined.');
  await expect(decline).toHaveCSS('color', 'rgb(185, 28, 28)');
  // A bad number is refused before anything is sent.
  await payWith(page, '4242 4242 4242 4241');
  await expect(decline).toHaveText('Your card number is invalid.');
  await page.goto('/dashboard');
  await expect(page.getByRole('row').filter({ hasText: second.name })).toContainText('Unpaid');
});

test("a customer pays from the order's page, finds the payment on its timeline and asks to cancel it with a reason", async ({ page, request }) => {
  const { items } = await (await request.get('/api/products?limit=1')).json();
  const [product] = items;
  await newCustomer(page, 'Jonas Berg');
  await page.setViewportSize({ width: 1440, height: 900 });
  await order(page, product);

  await page.goto('/dashboard');
  await page.getByRole('row').filter({ hasText: product.name }).getByRole('link', { name: /^Order HT-\d+:/ }).click();
  // My Orders also says 'Unpaid': wait for the order's own page before reading its status.
  await expect(page.getByRole('heading', { name: /^Order HT-\d+$/ })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Unpaid', { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Request cancellation' })).toHaveCount(0);
  await main.getByRole('link', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  await payWith(page, '4242424242424242');
  await expect(toast(page, 'Congrats! Your Payment is completed')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/order\/[0-9a-f-]{36}$/);
  await page.reload();
  const timeline = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline.filter({ hasText: /^Paid/ })).toContainText(/Transaction ID pi_sandbox_/);
  await expect(main.getByRole('link', { name: 'Pay', exact: true })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await main.getByRole('button', { name: 'Request cancellation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask to cancel this order?' });
  await dialog.getByLabel('Reason (optional)').fill('Ordered for the wrong site');
  await dialog.getByRole('button', { name: 'Request cancellation' }).click();
  await expect(toast(page, 'Your cancellation request is sent: the shop will approve or decline it')).toBeVisible();
  await expect(main.getByText('Cancellation requested', { exact: true }).first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Request cancellation' })).toHaveCount(0);

  // Kept by the shop: the request and its reason are there after a reload, and on My Orders.
  await page.reload();
  await expect(timeline.filter({ hasText: /^Cancellation requested/ })).toContainText('Ordered for the wrong site');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.goto('/dashboard');
  await expect(page.getByRole('row').filter({ hasText: product.name })).toContainText('Cancellation requested');
});
