import { expect, test } from '@playwright/test';
import { inboxUrl, linkTo, mailTo, waitForMail } from './mail-inbox';
import { header, newCustomer, signIn, toast } from './sign-in';

const VERIFY_SUBJECT = 'Confirm your email address for Hartwell Tools';
const RESET_SUBJECT = 'Choose a new password for Hartwell Tools';

test('a new customer confirms their email from the mail in the local inbox, and the dashboard banner goes', async ({ browser, page, request }) => {
  const { email } = await newCustomer(page, 'Rosa Díaz');
  // Sign-up says where the link went.
  await expect(toast(page, `Welcome! We sent a link to ${email}: check your email and follow it to confirm your address.`)).toBeVisible();
  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: 'Confirm your email address' });
  await expect(banner).toContainText(`We sent a link to ${email}`);

  // The first mail came at sign-up; 'Resend the link' sends another, and the newest link is followed.
  await waitForMail(request, email, VERIFY_SUBJECT);
  await banner.getByRole('button', { name: 'Resend the link' }).click();
  await expect(toast(page, `A new link is on its way to ${email}. It can take a minute to arrive.`)).toBeVisible();
  const mail = await waitForMail(request, email, VERIFY_SUBJECT, 2);
  expect(mail.text).toContain('Hello Rosa Díaz,');
  // The local inbox's own page lists it, as a person running the shop sees it.
  const inbox = await page.context().newPage();
  await inbox.goto(inboxUrl);
  await expect(inbox.getByText(email).first()).toBeVisible();
  await expect(inbox.getByText(VERIFY_SUBJECT).first()).toBeVisible();
  await inbox.close();

  await page.goto(linkTo(mail, '/auth/action'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
  await expect(page.getByText('Your email address is confirmed')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page.getByText(`Welcome, Rosa Díaz (${email})`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirm your email address' })).toHaveCount(0);

  // Followed again while signed in: the address is confirmed, and the page says so rather than a failure.
  await page.goto(linkTo(mail, '/auth/action'));
  await expect(page.getByText('Your email address is already confirmed')).toBeVisible();
  await expect(page.getByText('Your email address could not be confirmed')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();

  // Followed again by nobody signed in: the page cannot tell whose it was, and says how to find out.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(linkTo(mail, '/auth/action'));
  await expect(stranger.getByText('This link has been used already', { exact: true })).toBeVisible();
  await expect(stranger.getByText(/If you followed it before, your email address is confirmed/)).toBeVisible();
  await expect(stranger.getByText('Your email address could not be confirmed')).toHaveCount(0);
});

test('a customer who forgot their password sets a new one from the mail and signs in with it; the session left open elsewhere ends', async ({ browser, page, request }) => {
  const { email } = await newCustomer(page, 'Kai Tanaka');
  // Another device stays signed in with the old password.
  const elsewhere = await browser.newContext();
  const otherDevice = await elsewhere.newPage();
  await signIn(otherDevice, { email, password: 'secret-pass' });
  const oldToken = await otherDevice.evaluate(() => localStorage.getItem('accessToken'));
  const addressBook = () => request.get('/api/addresses', { headers: { authorization: `Bearer ${oldToken}` } });
  expect((await addressBook()).status()).toBe(200);
  await elsewhere.close();

  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Forgot password' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toContainText(`If an account uses ${email}, a link to choose a new password is on its way to it.`);

  const mail = await waitForMail(request, email, RESET_SUBJECT);
  await page.goto(linkTo(mail, '/auth/action'));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`For ${email}`)).toBeVisible();
  const newPassword = page.getByRole('form', { name: 'New password' });
  // The rule reads as on the sign-up form.
  await expect(newPassword.getByLabel('New password')).toHaveAccessibleDescription('At least 6 characters');
  await newPassword.getByLabel('New password').fill('short');
  await newPassword.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Set your password more than 6 character');
  await newPassword.getByLabel('New password').fill('a-brand-new-secret');
  await newPassword.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password is changed')).toBeVisible();
  expect((await addressBook()).status()).toBe(401);

  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret-pass');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('That email and password do not match. Check them and try again.');
  await signIn(page, { email, password: 'a-brand-new-secret' });
});

test("a visitor's message reaches the shop's inbox and an acknowledgement reaches the visitor; the admin sees both sent in the Outbox", async ({ browser, page, request }) => {
  const visitorEmail = `visitor-${Date.now()}@example.com`;
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/contact');
  const form = visitor.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Your name').fill('Rhiannon Price');
  await form.getByLabel('Email address').fill(visitorEmail);
  await form.getByLabel('Message').fill('Do you make a 12 mm masonry bit in packs of fifty?');
  await form.getByRole('button', { name: 'Submit message' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'We have received your message' })).toBeVisible();

  const ack = await waitForMail(request, visitorEmail, 'We have received your message to Hartwell Tools');
  expect(ack.text).toContain(`We reply within 24 hours, to ${visitorEmail}.`);
  await expect(async () => {
    const toShop = (await mailTo(request, 'shop@hartwell.example')).filter((m) => m.text.includes(visitorEmail));
    expect(toShop.map((m) => m.subject)).toEqual(['Contact form: a message from Rhiannon Price']);
  }).toPass({ timeout: 20_000 });

  await signIn(page, { email: 'admin@hartwell.example', password: 'hartwell-admin' });
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Outbox' }).click();
  const outbox = page.getByRole('region', { name: 'Outbox', exact: true });
  const row = outbox.getByRole('row').filter({ hasText: visitorEmail }).filter({ hasText: 'We have received your message' });
  await expect(row).toContainText('Sent');
  await expect(row).toContainText('1');
});
