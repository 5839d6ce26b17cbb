import { expect, type Page } from '@playwright/test';
import { toast } from './sign-in';

/** Orders the product at its minimum quantity from its page, as a customer does. */
export async function orderFromProductPage(page: Page, product: { _id: string }) {
  await page.goto(`/productDetail/${product._id}`);
  await page.getByRole('button', { name: 'Purchase' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'You Order is placed')).toBeVisible();
}

/** Fills the sandbox card form of the payment page and presses Pay. */
export async function payWith(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry').fill('1234');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: /^Pay \$/ }).click();
}
