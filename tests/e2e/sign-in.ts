import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The demo customer that a local shop starts with (README). */
export const demoCustomer = { email: 'customer@hartwell.example', password: 'hartwell-customer' };

export const newEmail = () => `buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export const header = (page: Page) => page.getByRole('banner');

export async function signIn(page: Page, { email, password } = demoCustomer) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

/** Fills and sends the sign-up form of the page that shows it. */
export async function register(page: Page, name: string, email: string, password = 'secret-pass') {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

/** A customer of their own for one test: registered and signed in. */
export async function newCustomer(page: Page, name: string) {
  const email = newEmail();
  await page.goto('/register');
  await register(page, name, email);
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  return { name, email };
}

/** A toast, as the notifications region shows it. */
export const toast = (page: Page, message: string) => page.getByRole('region', { name: /Notifications/ }).getByText(message, { exact: true });

/** Axe's findings on the page as it is now, one line each; [] when there are none. */
export async function accessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}
