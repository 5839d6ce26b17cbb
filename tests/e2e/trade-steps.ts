import { expect, type Page } from '@playwright/test';
import { toast } from './sign-in';

/** The shop's demo admin, as the seeded shop has it. */
export const admin = { email: 'admin@hartwell.example', password: 'hartwell-admin' };

/** The customer, signed in with a confirmed address on their Trade account page, applies for `company`. */
export async function applyForTradeAccount(page: Page, company: string) {
  const form = page.getByRole('form', { name: 'Apply for a trade account' });
  await form.getByLabel('Company name').fill(company);
  await form.getByLabel('Company number').fill('09 123 456');
  await form.getByLabel('VAT number (optional)').fill('GB 123 4567 89');
  await form.getByLabel('Address line 1').fill('Unit 7, Furnace Hill');
  await form.getByLabel('City').fill('Sheffield');
  await form.getByLabel('Postcode').fill('S3 7AG');
  await form.getByLabel('Country').fill('United Kingdom');
  await form.getByRole('button', { name: 'Apply for a trade account' }).click();
  await expect(page.getByText('Your application for a trade account is waiting for our answer')).toBeVisible();
}

/** The admin, on the Trade accounts page, approves `company`'s application. */
export async function approveTradeAccount(office: Page, company: string, applicantEmail: string) {
  await office.goto('/dashboard/tradeAccounts');
  await office.getByRole('listitem', { name: company }).getByRole('button', { name: 'Approve' }).click();
  await expect(toast(office, `Approved: ${company}. An email saying so is on its way to ${applicantEmail}.`)).toBeVisible();
}
