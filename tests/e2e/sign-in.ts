import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/** The Auth emulator the journeys' shop runs (project demo-hartwell, as `npm start`). */
export const authEmulator = `http://127.0.0.1:${process.env.AUTH_EMULATOR_PORT ?? 9499}`;

/**
 * Marks an account's email verified, as following the verification link does (the emulator's
 * admin call); the shop learns it at the account's next sign-in, or when a page reloads.
 */
export async function verifyEmail(request: APIRequestContext, email: string, password = 'secret-pass') {
  const signedIn = await request.post(`${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`, { data: { email, password, returnSecureToken: true } });
  const { localId } = (await signedIn.json()) as { localId: string };
  const updated = await request.post(`${authEmulator}/identitytoolkit.googleapis.com/v1/projects/demo-hartwell/accounts:update`, {
    headers: { authorization: 'Bearer owner' },
    data: { localId, emailVerified: true },
  });
  expect(updated.ok()).toBe(true);
}

/** A toast, as the notifications region shows it. */
export const toast = (page: Page, message: string) => page.getByRole('region', { name: /Notifications/ }).getByText(message, { exact: true });

/** Axe's findings on the page as it is now, one line each; [] when there are none. */
export async function accessibilityViolations(page: Page) {
  // A toast or dialog still fading in reads as text of too little contrast: the scan waits for what ends (a spinner never does).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => null))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}
