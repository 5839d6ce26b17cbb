import { expect, test } from '@playwright/test';
import { orderFromProductPage, payWith } from './shop-steps';
import { accessibilityViolations, newCustomer, toast } from './sign-in';

test('a customer reviews a product they paid for, sees it on the product page and on /reviews, edits it and deletes it', async ({ page, request }, testInfo) => {
  const { items } = await (await request.get('/api/products?limit=12')).json();
  // A retry runs on the same shop: it reviews a product no earlier attempt reviewed.
  const product = items[5 + testInfo.retry];
  await newCustomer(page, 'Noor Haddad');

  // Nothing to review before paying.
  await page.goto('/dashboard/review');
  await expect(page.getByText('When you have paid for an order, you can review its products here.')).toBeVisible();

  await orderFromProductPage(page, product);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: `Pay for ${product.name}` }).click();
  await payWith(page, '4242 4242 4242 4242');
  await expect(toast(page, 'Congrats! Your Payment is completed')).toBeVisible();

  await page.goto('/dashboard/review');
  await page.getByRole('button', { name: `Write a review of ${product.name}` }).click();
  const form = page.getByRole('dialog', { name: 'Write a review' });
  // The stars are labels around visually hidden radios, as a customer clicks them.
  await form.locator('label').filter({ has: page.getByRole('radio', { name: '4 stars' }) }).click();
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  const text = `Keeps its edge. <script>window.hacked = true</script> ${Date.now()}`;
  await form.getByLabel('Review').fill(text);
  expect(await accessibilityViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(toast(page, `Thanks for your review of ${product.name}`)).toBeVisible();

  // On the product page, as text, with the rating.
  await page.goto(`/productDetail/${product._id}`);
  const reviews = page.getByRole('region', { name: 'Reviews', exact: true });
  await expect(reviews.getByText(text)).toBeVisible();
  await expect(reviews.getByText(/4(\.0)? out of 5 from 1 review/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();

  // On the public reviews page.
  await page.goto('/reviews');
  await expect(page.getByText(text)).toBeVisible();

  // Edited, then deleted.
  await page.goto('/dashboard/review');
  await page.getByRole('button', { name: `Edit your review of ${product.name}` }).click();
  await page.getByRole('dialog').getByLabel('Review').fill('Keeps its edge, and the handle is comfortable.');
  await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Review updated')).toBeVisible();
  await expect(page.getByText('Keeps its edge, and the handle is comfortable.')).toBeVisible();
  await page.getByRole('button', { name: `Delete your review of ${product.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Delete/ }).click();
  await expect(toast(page, 'Review deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: `Write a review of ${product.name}` })).toBeVisible();
  await page.goto(`/productDetail/${product._id}`);
  await expect(page.getByText('No reviews yet')).toBeVisible();
});
