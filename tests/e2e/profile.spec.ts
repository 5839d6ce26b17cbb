import { expect, test } from '@playwright/test';
import { accessibilityViolations, newCustomer, toast } from './sign-in';

test('a customer fills in their profile and finds it on the Personal Information card after a reload', async ({ page }) => {
  const customer = await newCustomer(page, 'Lena Fischer');
  await page.goto('/dashboard/myProfile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Nothing saved yet: fill in the form to add your details.')).toBeVisible();

  // The name starts as the account's; the other fields are empty.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Lena Fischer');
  await expect(page.getByLabel('Home address')).toHaveValue('');

  // The spec's messages, one per field.
  await page.getByLabel('Name', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  for (const message of ['Name is Required', 'Home address is Required', 'Education Field is Required', 'Link Field is Required']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Name', { exact: true }).fill('Lena Fischer');
  await page.getByLabel('Home address').fill('7 Cutlers Walk, Sheffield S1 2AB');
  await page.getByLabel('Education').fill('Sheffield Hallam University');
  await page.getByLabel('Link').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please provide a web address, like https://example.com')).toBeVisible();
  await page.getByLabel('Link').fill('https://lena.example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Personal information Successfully Updated')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.reload();
  const card = page.getByRole('region', { name: 'Personal Information' });
  for (const text of ['Lena Fischer', customer.email, '7 Cutlers Walk, Sheffield S1 2AB', 'Sheffield Hallam University']) await expect(card.getByText(text, { exact: true }).first()).toBeVisible();
  await expect(card.getByRole('link', { name: 'https://lena.example.com' })).toHaveAttribute('href', 'https://lena.example.com');
  await expect(page.getByLabel('Home address')).toHaveValue('7 Cutlers Walk, Sheffield S1 2AB');
});
