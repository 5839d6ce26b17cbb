import { expect, type Page } from '@playwright/test';

/** The demo customer that a local shop starts with (README). */
export const demoCustomer = { email: 'customer@hartwell.example', password: 'hartwell-customer' };

export async function signIn(page: Page, { email, password } = demoCustomer) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
}
