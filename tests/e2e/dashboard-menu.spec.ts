import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

const admin = { email: 'admin@hartwell.example', password: 'hartwell-admin' };

test('on a phone (390 px) the dashboard menu shows every label whole, and the Messages badge', async ({ page, request }) => {
  // An unread message, so that Messages carries its count.
  const sent = await request.post('/api/contact', { data: { name: 'Ottilie Brandt', email: `menu-${Date.now()}@example.com`, message: 'Do you sell replacement chucks?' } });
  expect(sent.status()).toBe(201);
  await signIn(page, admin);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/users');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  // The whole menu, from its first item to its last.
  await expect(menu.getByRole('link').first()).toHaveText('All Users');
  await expect(menu.getByRole('link').last()).toHaveText('My Profile');
  const list = menu.getByRole('list');
  // Nothing hidden in a sideways scroll.
  expect(await list.evaluate((ul) => ul.scrollWidth <= ul.clientWidth)).toBe(true);
  for (const link of await menu.getByRole('link').all()) {
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // The label is not cut: the link is as wide as its text needs.
    expect(await link.evaluate((a) => a.scrollWidth <= a.clientWidth)).toBe(true);
  }
  const badge = menu.getByRole('link', { name: /^Messages \d+ unread$/ }).getByText(/^\d+/);
  await expect(badge).toBeInViewport({ ratio: 1 });
});
