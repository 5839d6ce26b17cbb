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

test('a customer keeps an address book on their profile: adds two, makes the second the default, deletes the first, and finds it so after a reload', async ({ page }) => {
  await newCustomer(page, 'Tomás Ruiz');
  await page.goto('/dashboard/myProfile');
  const book = page.getByRole('region', { name: 'Address book' });
  await expect(book.getByText('No saved addresses yet')).toBeVisible();

  const add = async (line1: string, city: string) => {
    await page.getByRole('button', { name: 'Add an address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an address' });
    await expect(dialog.getByLabel('Recipient')).toHaveValue('Tomás Ruiz');
    await dialog.getByLabel('Address line 1').fill(line1);
    await dialog.getByLabel('City').fill(city);
    await dialog.getByLabel('Postcode').fill('S1 2AB');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    // The schema's message for the field left empty; nothing saved until it is filled.
    await expect(dialog.getByText('Country is required', { exact: true })).toBeVisible();
    await dialog.getByLabel('Country').fill('United Kingdom');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(dialog).toBeHidden();
  };
  await add('7 Cutlers Walk', 'Sheffield');
  await add('Unit 4, Don Valley Works', 'Rotherham');

  const saved = book.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
  await expect(saved).toHaveCount(2);
  await expect(saved.first()).toContainText('7 Cutlers Walk');
  await expect(saved.first()).toContainText('Default');
  await book.getByRole('button', { name: 'Make default: Tomás Ruiz, Unit 4, Don Valley Works' }).click();
  await expect(saved.first()).toContainText('Don Valley Works');

  await book.getByRole('button', { name: 'Delete Tomás Ruiz, 7 Cutlers Walk' }).click();
  await page.getByRole('dialog', { name: 'Delete this address?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(saved).toHaveCount(1);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.reload();
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText('Unit 4, Don Valley Works');
  await expect(saved.first()).toContainText('Default');
});

test('a name saved on the profile becomes the account’s: the welcome line and the order form use it, after a reload too', async ({ page, request }) => {
  const customer = await newCustomer(page, 'Priya Nair');
  await page.goto('/dashboard/myProfile');
  await page.getByLabel('Name', { exact: true }).fill('Priya Nair-Holloway');
  await page.getByLabel('Home address').fill('3 Kelham Square, Sheffield S3 8SD');
  await page.getByLabel('Education').fill('University of Leeds');
  await page.getByLabel('Link').fill('https://priya.example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Personal information Successfully Updated')).toBeVisible();
  await expect(page.getByText(`Welcome, Priya Nair-Holloway (${customer.email})`)).toBeVisible();

  const { items } = await (await request.get('/api/products?limit=1')).json();
  await page.goto(`/productDetail/${items[0]._id}`);
  await page.getByRole('button', { name: 'Purchase' }).click();
  await expect(page.getByRole('dialog').getByLabel('Name', { exact: true })).toHaveValue('Priya Nair-Holloway');

  await page.goto('/dashboard');
  await expect(page.getByText(`Welcome, Priya Nair-Holloway (${customer.email})`)).toBeVisible();
});
