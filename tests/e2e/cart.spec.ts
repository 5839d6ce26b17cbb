import { expect, test, type Locator, type Page } from '@playwright/test';
import { cartMessages } from '../../core/domain/cart';
import { addToCartFromProductPage, cartableProducts, chooseAddress, deliveryAddress, payWith, withVat } from './shop-steps';
import { accessibilityViolations, header, newCustomer, toast } from './sign-in';

const dollars = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);
const paymentPage = /\/dashboard\/payment\/([0-9a-f-]{36})$/;

/** Presses Tab until `target` has the focus, as someone without a mouse does; fails past `most` presses. */
async function tabTo(page: Page, target: Locator, most = 40) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a customer puts two products in the cart, checks out with a new address, pays once, and finds both lines on the order', async ({ page }) => {
  const [first, second] = await cartableProducts(page);
  await newCustomer(page, 'Lena Vogel');
  await addToCartFromProductPage(page, first);
  await addToCartFromProductPage(page, second, second.min + 1);
  const total = first.min * first.price + (second.min + 1) * second.price;

  await header(page).getByRole('link', { name: 'Cart, 2 products' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const lines = page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(first.name);
  await expect(lines.nth(1)).toContainText(withVat((second.min + 1) * second.price));
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(withVat(total));
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const review = page.getByRole('region', { name: 'Your order' });
  await expect(review.getByLabel(`Total ${withVat(total)}`)).toBeVisible();
  const delivery = page.getByRole('form', { name: 'Delivery' });
  await delivery.getByLabel('Phone Number').fill('+49 30 901820');
  await chooseAddress(delivery);
  await expect(delivery.getByLabel('Recipient')).toHaveValue('Lena Vogel');
  expect(await accessibilityViolations(page)).toEqual([]);
  // A double press places one order.
  await review.getByRole('button', { name: 'Place order' }).dblclick();
  await expect(toast(page, 'You Order is placed')).toBeVisible();
  await expect(page).toHaveURL(paymentPage);
  const orderId = paymentPage.exec(page.url())![1];
  await expect(page.getByRole('button', { name: `Pay ${withVat(total)}` })).toBeEnabled();
  await payWith(page, '4242424242424242');
  await expect(toast(page, 'Congrats! Your Payment is completed')).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Cart, empty' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /^Order HT-\d+:/ }).locator('visible=true')).toHaveCount(1);
  await page.goto(`/dashboard/order/${orderId}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: /^Order HT-\d+$/ })).toBeVisible();
  await expect(main.getByText('Paid', { exact: true }).first()).toBeVisible();
  for (const text of [first.name, dollars(total), deliveryAddress.line1, '+49 30 901820']) await expect(main).toContainText(text);
  // The order page lists both lines as they were bought.
  const rows = main.getByRole('table', { name: 'What was ordered' }).getByRole('row');
  await expect(rows.filter({ hasText: first.name })).toContainText(String(first.min));
  await expect(rows.filter({ hasText: second.name })).toContainText(String(second.min + 1));
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const order = await (await page.request.get(`/api/order/${orderId}`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(order.lines.map((line: { name: string; quantity: number }) => [line.name, line.quantity])).toEqual([
    [first.name, first.min],
    [second.name, second.min + 1],
  ]);
  expect(order).toMatchObject({ paid: true, totalPrice: total });
});

test('from Add to cart to Place order with the keyboard alone', async ({ page }) => {
  const [product] = await cartableProducts(page, 1);
  await newCustomer(page, 'Kwabena Osei');
  await page.goto(`/productDetail/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, cartMessages.added(product.name, product.min))).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'See your cart' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);

  // The quantity, changed from the keyboard: the arrow key, then Enter sends it.
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await tabTo(page, quantity);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(withVat((product.min + 1) * product.price));

  await tabTo(page, page.getByRole('link', { name: 'Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await tabTo(page, page.getByLabel('Phone Number'));
  await page.keyboard.type('+233 30 277 0000');
  for (const [label, value] of [['Address line 1', deliveryAddress.line1], ['City', deliveryAddress.city], ['Postcode', deliveryAddress.postcode], ['Country', deliveryAddress.country]]) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByRole('button', { name: 'Place order' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'You Order is placed')).toBeVisible();
  await expect(page).toHaveURL(paymentPage);
  await expect(page.getByRole('button', { name: `Pay ${withVat((product.min + 1) * product.price)}` })).toBeEnabled();
});

test("a visitor's cart joins the account's at sign-in, the customer told, the browser's copy cleared", async ({ page }) => {
  const [first, second] = await cartableProducts(page);
  // An account with a product in its cart already, signed out.
  const customer = await newCustomer(page, 'Aiko Tanaka');
  await addToCartFromProductPage(page, first);
  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Cart, empty' })).toBeVisible();

  // As a visitor, from the catalogue's cards.
  await page.goto('/');
  for (const product of [first, second]) {
    await page.getByRole('button', { name: `Add to cart: ${product.name}` }).click();
    await expect(toast(page, cartMessages.added(product.name, product.min))).toBeVisible();
  }
  await header(page).getByRole('link', { name: 'Cart, 2 products' }).click();
  await expect(page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText(cartMessages.signInToCheckout)).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Sign in to check out' }).click();

  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill('secret-pass');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(toast(page, cartMessages.merged)).toBeVisible();
  const review = page.getByRole('region', { name: 'Your order' });
  await expect(review.getByRole('listitem')).toHaveCount(2);
  // The product in both carts: the quantities added up.
  await expect(review.getByRole('listitem').filter({ hasText: first.name })).toContainText(`${first.min * 2} × ${withVat(first.price)}`);
  await expect(review.getByRole('listitem').filter({ hasText: second.name })).toContainText(`${second.min} × ${withVat(second.price)}`);
  await expect(header(page).getByRole('link', { name: 'Cart, 2 products' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
});

test("an account's cart changed in another tab shows in this one as soon as it is looked at again", async ({ page, context }) => {
  const [first, second] = await cartableProducts(page);
  await newCustomer(page, 'Ines Duarte');
  await addToCartFromProductPage(page, first);
  await expect(header(page).getByRole('link', { name: 'Cart, 1 product' })).toBeVisible();

  const other = await context.newPage();
  await addToCartFromProductPage(other, second);
  await expect(header(other).getByRole('link', { name: 'Cart, 2 products' })).toBeVisible();

  // Back to the first tab: the browser tells the page it is visible again.
  await page.bringToFront();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(header(page).getByRole('link', { name: 'Cart, 2 products' })).toBeVisible();
});
