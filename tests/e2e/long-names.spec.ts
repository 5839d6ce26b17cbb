import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DISPLAY_NAME_MAX_LENGTH } from '../../core/domain/credentials';
import { authEmulator, newEmail, signIn, verifyEmail } from './sign-in';

const admin = { email: 'admin@hartwell.example', password: 'hartwell-admin' };

/** An account made straight in the auth emulator, with a display name the sign-up form would refuse. */
async function signUpInEmulator(request: APIRequestContext, email: string, password: string, displayName: string) {
  const answer = await request.post(`${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=e2e`, { data: { email, password, displayName, returnSecureToken: true } });
  expect(answer.ok()).toBe(true);
}

/** Asserts that a control is on screen: inside the viewport's width, not pushed off by the text beside it. */
async function expectInView(page: Page, control: Locator) {
  await expect(control).toBeVisible();
  const box = (await control.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('All Users keeps Role and the buttons in view beside a 300-character display name, on a desktop and a phone', async ({ browser, page, request }) => {
  // A customer whose name is 300 letters without a space, signed in once so that the shop knows them.
  const longName = 'Maximilian'.repeat(30);
  const customer = { email: newEmail(), password: 'secret-pass' };
  await signUpInEmulator(request, customer.email, customer.password, longName);
  // Confirmed, so that All Users offers Make Admin for it.
  await verifyEmail(request, customer.email, customer.password);
  const shopper = await (await browser.newContext()).newPage();
  await signIn(shopper, customer);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin);
  // An admin's dashboard opens on the first item of their menu.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/users$/);

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const makeAdmin = page.getByRole('button', { name: `Make Admin ${customer.email}` }).locator('visible=true');
    await expectInView(page, makeAdmin);
    await expectInView(page, page.getByRole('button', { name: `Remove User ${customer.email}` }).locator('visible=true'));
    // The row or card of that customer shows their role, and their whole name as the shop keeps
    // it (cut to the longest name it stores) in a tooltip.
    const row = page.locator('tr, li').filter({ has: makeAdmin });
    await expectInView(page, row.getByText('Customer', { exact: true }));
    const kept = longName.slice(0, DISPLAY_NAME_MAX_LENGTH);
    await expect(row.getByTitle(kept)).toHaveText(kept);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
