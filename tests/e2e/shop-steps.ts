import { expect, type Locator, type Page } from '@playwright/test';
import { centsOf, formatCents } from '../../core/domain/money';
import { DEFAULT_TAX, taxedLine } from '../../core/domain/tax';
import { toast } from './sign-in';

/** What an order of `net` whole dollars costs delivered to the United Kingdom, its 20% VAT included, as the shop writes it: $43.20. */
export const withVat = (net: number) => formatCents(taxedLine(centsOf(net), DEFAULT_TAX.rate).gross);

/** A delivery address as the order form's fields take it. */
export const deliveryAddress = { line1: '12 Furnace Hill', city: 'Sheffield', postcode: 'S3 7AG', country: 'United Kingdom' };

/**
 * Where to deliver, in the order form: the default address when the customer has one (the picker
 * chooses it), else a new one typed in, which 'Save it to my address book' keeps for next time.
 */
export async function chooseAddress(form: Locator, address = deliveryAddress) {
  const picker = form.getByRole('group', { name: 'Deliver to' });
  await expect(picker.getByText('Loading your addresses')).toHaveCount(0);
  if ((await picker.getByRole('radio').count()) > 0) return;
  await picker.getByLabel('Address line 1').fill(address.line1);
  await picker.getByLabel('City').fill(address.city);
  await picker.getByLabel('Postcode').fill(address.postcode);
  await picker.getByLabel('Country').fill(address.country);
}

/** Orders the product at its minimum quantity from its page, as a customer does, and lands on the order's payment page. */
export async function orderFromProductPage(page: Page, product: { _id: string }) {
  await page.goto(`/productDetail/${product._id}`);
  await page.getByRole('button', { name: 'Purchase' }).click();
  const form = page.getByRole('dialog');
  await chooseAddress(form);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'You Order is placed')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
}

/** Puts a product in the cart from its page, `quantity` of it (its minimum unless given). */
export async function addToCartFromProductPage(page: Page, product: { _id: string; name: string; min: number }, quantity = product.min) {
  await page.goto(`/productDetail/${product._id}`);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(page, `Added to your cart: ${quantity} × ${product.name}`)).toBeVisible();
}

/** Products of the seeded catalogue's first page that may be ordered at twice their minimum, with stock to spare. */
export async function cartableProducts(page: Page, count = 2): Promise<{ _id: string; name: string; min: number; max: number; price: number }[]> {
  const { items } = await (await page.request.get('/api/products?limit=8')).json();
  return items.filter((p: { min: number; max: number; stock: number }) => p.min * 2 <= p.max && p.stock > 50).slice(0, count);
}

/** Fills the sandbox card form of the payment page and presses Pay. */
export async function payWith(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry').fill('1234');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: /^Pay \$/ }).click();
}

/** A product of the seeded catalogue that one unit of may be ordered, with stock to spare. */
export async function orderableProduct(page: Page): Promise<{ _id: string; name: string; min: number; stock: number }> {
  const { items } = await (await page.request.get('/api/products?limit=12')).json();
  return items.find((p: { min: number; stock: number }) => p.min === 1 && p.stock > 20);
}

/** Orders from the product page with the address the form offers, and answers the new order's number and page from My Orders. */
export async function orderOnce(page: Page, product: { _id: string; name: string }) {
  await orderFromProductPage(page, product);
  await page.goto('/dashboard');
  const link = page.getByRole('row').filter({ hasText: product.name }).first().getByRole('link', { name: /^Order HT-\d+:/ });
  const number = /HT-\d+/.exec((await link.getAttribute('aria-label')) ?? '')![0];
  await link.click();
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  return { number, url: page.url() };
}

/** Pays for the order whose page is open, with the card that always goes through. */
export async function payFromOrderPage(page: Page) {
  await page.getByRole('main').getByRole('link', { name: 'Pay', exact: true }).click();
  await payWith(page, '4242424242424242');
  await expect(toast(page, 'Congrats! Your Payment is completed')).toBeVisible();
}

/** Presses a list's "Show more" button until `target` shows; a press while a page loads is simply retried. */
export async function showMoreUntilVisible(target: Locator, more: Locator) {
  await expect(async () => {
    if (await target.isVisible()) return;
    if (await more.isEnabled().catch(() => false)) await more.click({ timeout: 1000 }).catch(() => {});
    await expect(target).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}
