import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

const admin = { email: 'admin@hartwell.example', password: 'hartwell-admin' };

test('a visitor sends a message from the contact page, and the admin reads it on the Messages page', async ({ browser, page }) => {
  const visitor = await (await browser.newContext()).newPage();
  const text = `Do you make a 12 mm masonry bit in packs of fifty? (${Date.now()})`;
  await visitor.goto('/contact');
  const form = visitor.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Your name').fill('Rhiannon Price');
  await form.getByLabel('Email address').fill('rhiannon@example.com');
  await form.getByLabel('Message').fill(text);
  await form.getByRole('button', { name: 'Submit message' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Thank you, Rhiannon Price. We have received your message.' })).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('');

  await signIn(page, admin);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/dashboard/messages');
  const menuLink = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Messages \d+ unread$/ });
  await expect(menuLink).toBeVisible();
  const unreadBefore = Number((await menuLink.textContent())?.match(/\d+/)?.[0]);

  // Newest first: the visitor's message is the first row, unread.
  const messages = page.getByRole('region', { name: 'Messages', exact: true });
  const row = messages.getByRole('table').getByRole('row').nth(1);
  await expect(row).toContainText(text);
  await expect(row).toContainText('Rhiannon Price');
  await expect(row).toContainText('rhiannon@example.com');
  await expect(row.getByText('Unread')).toBeVisible();

  await row.getByRole('button', { name: 'Mark the message from Rhiannon Price as read' }).click();
  await expect(row.getByText('Read', { exact: true })).toBeVisible();
  await expect(messages.getByText(`${unreadBefore - 1} unread`, { exact: true })).toBeVisible();
  if (unreadBefore > 1) await expect(menuLink).toHaveText(`Messages${unreadBefore - 1} unread`);
  else await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
});
