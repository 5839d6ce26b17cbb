import { expect, test, type Page } from '@playwright/test';
import { header, newEmail, register } from './sign-in';


async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('a new customer registers, signs out, signs in again and is returned to the page that asked', async ({ page }) => {
  const email = newEmail();
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await register(page, 'Rosa Díaz', email);

  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();

  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  await page.goto('/dashboard/myProfile');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await logIn(page, email, 'secret-pass');
  await expect(page).toHaveURL(/\/dashboard\/myProfile$/);
  await expect(page.getByText(`Welcome, Rosa Díaz (${email})`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Order' })).toBeVisible();

  // The session outlives a reload.
  await page.reload();
  await expect(page.getByText(`Welcome, Rosa Díaz (${email})`)).toBeVisible();
});

test('a visitor reads the product page, is asked to sign in at Purchase, registers and comes back to the product with the quantity chosen', async ({ page, request }) => {
  const { items } = await (await request.get('/api/products?limit=8')).json();
  const product: { _id: string; name: string; description: string; min: number; max: number } = items.find(
    (p: { stock: number; min: number; max: number }) => p.stock > 50 && p.max > p.min,
  );
  const chosen = product.min + 1;
  await page.goto(`/productDetail/${product._id}`);
  // Public: the product itself, not the login page.
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(product.description)).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} | Hartwell Tools`);
  await expect(page.getByRole('region', { name: 'Reviews', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();

  await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(chosen));
  await page.getByRole('button', { name: 'Purchase' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2FproductDetail%2F${product._id}%3Fquantity%3D${chosen}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await register(page, 'Ola Nordmann', newEmail());
  await expect(page).toHaveURL(new RegExp(`/productDetail/${product._id}\\?quantity=${chosen}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(String(chosen));

  // Signed in now: Purchase opens the spec's order form, for the quantity chosen before signing in.
  await page.getByRole('button', { name: 'Purchase' }).click();
  const form = page.getByRole('dialog', { name: `Order For : ${product.name}` });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Quantity')).toHaveValue(String(chosen));
});

test('the forms say what is wrong, one message at a time, above the button', async ({ page }) => {
  await page.goto('/login');
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await login.click();
  await expect(page.getByRole('alert')).toHaveText('Email is Required');
  await page.getByLabel('Email').fill('not-an-email');
  await login.click();
  await expect(page.getByRole('alert')).toHaveText('Please Provide A Valid Email');
  await page.getByLabel('Email').fill('someone@example.engineering');
  await login.click();
  await expect(page.getByRole('alert')).toHaveText('Password is Required');
  await page.getByLabel('Password').fill('12345');
  await login.click();
  await expect(page.getByRole('alert')).toHaveText('Set your password more than 6 character');
  await page.getByLabel('Password').fill('123456');
  await login.click();
  await expect(page.getByRole('alert')).toHaveText('No account uses that email. Sign up to create one.');

  await page.goto('/register');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Name is Required');
  await register(page, 'Taken', 'customer@hartwell.example');
  await expect(page.getByRole('alert')).toHaveText('An account already uses that email. Log in instead.');
});

test('a wrong password is refused in words a person understands', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'customer@hartwell.example', 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('That email and password do not match. Check them and try again.');
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('the demo admin sees the admin menu; a customer on an admin screen is signed out and sent home', async ({ page }) => {
  await page.goto('/login?redirect=/dashboard');
  await logIn(page, 'admin@hartwell.example', 'hartwell-admin');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  for (const link of ['All Users', 'Add Product', 'Manage Products', 'Manage Categories', 'Import and Export', 'Manage All Orders', 'My Profile']) {
    await expect(menu.getByRole('link', { name: link })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'All Users' }).click();
  await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
  await header(page).getByRole('button', { name: 'Sign Out' }).click();

  await page.goto('/login');
  await logIn(page, 'customer@hartwell.example', 'hartwell-customer');
  await expect(header(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/dashboard/users');
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
});
