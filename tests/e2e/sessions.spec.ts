import { expect, test } from '@playwright/test';
import { header, newCustomer, signIn, verifyEmail } from './sign-in';

test('a session the shop ended because the account changed on another device is opened afresh, and the screen reads its data', async ({ page, browser }) => {
  const { email } = await newCustomer(page, 'Tomasz Nowak');
  await page.goto('/dashboard');
  // The page load opens its own session once it is signed in again: counted from here on, it would be a second.
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  const oldToken = await page.evaluate(() => localStorage.getItem('accessToken'));
  let loads = 0;
  page.on('load', () => (loads += 1));
  const sessionsOpened: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/user/')) sessionsOpened.push(request.url());
  });

  // On another device the address is confirmed and the customer signs in: the sessions opened before end.
  await verifyEmail(page.request, email);
  const elsewhere = await browser.newContext();
  await signIn(await elsewhere.newPage(), { email, password: 'secret-pass' });
  await elsewhere.close();
  expect((await page.request.get('/api/addresses', { headers: { authorization: `Bearer ${oldToken}` } })).status()).toBe(401);

  // This page goes on without a reload: its next read is refused, the session renewed, the read made again.
  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Nothing saved yet: fill in the form to add your details.')).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(oldToken);
  await expect(page.getByRole('region', { name: 'Confirm your email address' })).toHaveCount(0);
  // Without a reload: the renewal came from the refused read.
  expect(loads).toBe(0);
  expect(sessionsOpened).toHaveLength(1);
});
