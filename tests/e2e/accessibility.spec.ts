import { expect, test, type Page } from '@playwright/test';
import { orderFromProductPage } from './shop-steps';
import { accessibilityViolations, newCustomer, signIn } from './sign-in';

// Every route of ui/router.tsx, in each role that can see it, at a desktop and a phone width:
// several screens switch between a table and cards. Each test collects every screen's findings
// and expects none, so one run lists them all.
const widths = [1280, 390];
const admin = { email: 'admin@hartwell.example', password: 'hartwell-admin' };

type Findings = Record<string, string[]>;

// Each test scans a dozen or more screens at two widths, about a second a scan on 2 cores.
test.describe.configure({ timeout: 120_000 });

async function scan(page: Page, findings: Findings, screen: string) {
  // A dialog that is still fading in would be read at part of its contrast.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)));
  const violations = await accessibilityViolations(page);
  if (violations.length > 0) findings[`${screen} at ${page.viewportSize()?.width}px`] = violations;
}

/** A file for Import and Export's dry run, never applied: a product to add under new categories, and a row with a problem. */
const fileToCheck = [
  'Part number,Name,Category,Price,Minimum,Maximum,Stock,Description,Picture',
  'HT-A11Y-1,Work Gloves,Workwear > Gloves,12,1,50,300,Gloves for the scan,/catalogue/hammer-drill.svg',
  'HT-A11Y-2,Work Gloves,Workwear > Gloves,0,1,50,300,Gloves for the scan,/catalogue/hammer-drill.svg',
].join('\r\n');

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const h2 = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

async function firstProduct(page: Page) {
  const { items } = await (await page.request.get('/api/products?limit=1')).json();
  return items[0] as { _id: string; name: string };
}

/** The home page, once its products have come. */
async function scanHome(page: Page, findings: Findings) {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Buy Now/ }).first()).toBeVisible();
  await scan(page, findings, '/');
}

/** A product page, then its order form open; the form is closed again. */
async function scanProductPage(page: Page, findings: Findings, product: { _id: string; name: string }) {
  await page.goto(`/productDetail/${product._id}`);
  await expect(h1(page)).toHaveText(product.name);
  await expect(page.getByRole('region', { name: 'Reviews', exact: true }).getByText(/No reviews yet|out of 5/)).toBeVisible();
  await scan(page, findings, 'product page');
  await page.getByRole('button', { name: 'Purchase' }).click();
  const form = page.getByRole('dialog', { name: `Order For : ${product.name}` });
  await expect(form.getByLabel('Phone Number')).toBeVisible();
  await scan(page, findings, 'product page, order form open');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
}

test('signed out, every page a visitor can reach has no accessibility violations', async ({ page }) => {
  const product = await firstProduct(page);
  const findings: Findings = {};
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await scanHome(page, findings);
    for (const path of ['/about', '/contact', '/blog', '/faq', '/detail', '/portfolio', '/no-such-page']) {
      await page.goto(path);
      await expect(h1(page)).toBeVisible();
      await scan(page, findings, path);
    }
    // The latest reviews from the server, or the page's own words while there are none.
    await page.goto('/reviews');
    await expect(page.getByRole('region', { name: 'What customers say' }).getByRole('listitem').first()).toBeVisible();
    await scan(page, findings, '/reviews');
    // The product page is public: the product, its reviews, and a visitor's Purchase and Add to cart.
    await page.goto(`/productDetail/${product._id}`);
    await expect(h1(page)).toHaveText(product.name);
    await expect(page.getByRole('region', { name: 'Reviews', exact: true }).getByText(/No reviews yet|out of 5/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Purchase' })).toBeEnabled();
    await scan(page, findings, 'product page (visitor)');
    // The sign-up and login pages, and where the login guard sends a visitor: ready once Google may be chosen.
    for (const [path, title] of [['/register', 'Sign Up'], ['/login', 'Login'], ['/dashboard', 'Login']]) {
      await page.goto(path);
      await expect(h1(page)).toHaveText(title);
      await expect(page.getByRole('button', { name: 'Continue With Google' })).toBeEnabled();
      await scan(page, findings, path);
    }
  }
  expect(findings).toEqual({});
});

test('as a customer, the shop and every dashboard screen have no accessibility violations', async ({ page }) => {
  const product = await firstProduct(page);
  await newCustomer(page, 'Ines Moreau');
  await orderFromProductPage(page, product);
  const findings: Findings = {};
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await scanHome(page, findings);

    await scanProductPage(page, findings, product);

    await page.goto('/dashboard');
    const pay = page.getByRole('link', { name: `Pay for ${product.name}` }).locator('visible=true');
    await expect(pay).toBeVisible();
    await scan(page, findings, '/dashboard (My Orders)');

    await pay.click();
    await expect(page.getByRole('form', { name: 'Card payment' }).getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
    await scan(page, findings, '/dashboard/payment/{id}');

    await page.goto('/dashboard/myProfile');
    await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible();
    await expect(page.getByText('Nothing saved yet: fill in the form to add your details.')).toBeVisible();
    await scan(page, findings, '/dashboard/myProfile');

    await page.goto('/dashboard/review');
    await expect(page.getByText('When you have paid for an order, you can review its products here.')).toBeVisible();
    await scan(page, findings, '/dashboard/review');

    // The address is not confirmed: the page says so instead of the form.
    await page.goto('/dashboard/trade-account');
    await expect(page.getByText('Confirm your email address before applying for a trade account')).toBeVisible();
    await scan(page, findings, '/dashboard/trade-account');
  }
  expect(findings).toEqual({});
});

test('as an admin, every admin screen has no accessibility violations', async ({ page }) => {
  // Fourteen screens and their states at three widths, each scanned whole: the longest walk here.
  test.setTimeout(240_000);
  const product = await firstProduct(page);
  await signIn(page, admin);
  // An order of the admin's own, so Manage All Orders has one to show.
  await orderFromProductPage(page, product);
  // A visitor's message, so Messages has one to show.
  await page.request.post('/api/contact', { data: { name: 'Rhiannon Price', email: 'rhiannon@example.com', message: 'Do you sell spare chucks?' } });
  const findings: Findings = {};
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard/users');
    await expect(page.getByText('Your own account').locator('visible=true')).toBeVisible();
    await expect(page.getByText(/^Total Users: \d+/)).toBeVisible();
    await scan(page, findings, '/dashboard/users');

    await page.goto('/dashboard/addProduct');
    await expect(h2(page, 'Add Product')).toBeVisible();
    await expect(page.getByLabel('Product Name')).toBeVisible();
    await scan(page, findings, '/dashboard/addProduct');

    await page.goto('/dashboard/manageProduct');
    const remove = page.getByRole('button', { name: `Delete ${product.name}` }).locator('visible=true');
    await expect(remove).toBeVisible();
    await scan(page, findings, '/dashboard/manageProduct');
    await remove.click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByRole('button', { name: 'Delete' })).toBeVisible();
    await scan(page, findings, '/dashboard/manageProduct, delete dialog open');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    await page.goto('/dashboard/manageCategories');
    await expect(page.getByRole('form', { name: 'Add a category' })).toBeVisible();
    await scan(page, findings, '/dashboard/manageCategories');

    await page.goto('/dashboard/catalogueFile');
    await expect(page.getByRole('button', { name: 'Export the catalogue' })).toBeVisible();
    await scan(page, findings, '/dashboard/catalogueFile');
    // A dry run, which writes nothing: the report with its figures, a problem and a change.
    await page.getByLabel('CSV file').setInputFiles({ name: 'check.csv', mimeType: 'text/csv', buffer: Buffer.from(fileToCheck) });
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(page.getByText('The file cannot be imported until its problems are fixed')).toBeVisible();
    await scan(page, findings, '/dashboard/catalogueFile, a report');

    await page.goto(`/dashboard/updateProduct/${product._id}`);
    await expect(page.getByLabel('Product Name')).toHaveValue(product.name);
    await scan(page, findings, '/dashboard/updateProduct/{id}');

    await page.goto('/dashboard/manageOrders');
    await expect(page.getByText('Awaiting payment').locator('visible=true').first()).toBeVisible();
    await scan(page, findings, '/dashboard/manageOrders');

    await page.goto('/dashboard/messages');
    await expect(h2(page, 'Messages')).toBeVisible();
    await expect(page.getByText('Rhiannon Price').locator('visible=true').first()).toBeVisible();
    await scan(page, findings, '/dashboard/messages');

    await page.goto('/dashboard/tradeAccounts');
    await expect(h2(page, 'Trade accounts')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Trade accounts' }).or(page.getByText(/^No applications/))).toBeVisible();
    await scan(page, findings, '/dashboard/tradeAccounts');

    await page.goto('/dashboard/audit');
    await expect(h2(page, 'Audit log')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Changes' }).or(page.getByText('No changes yet'))).toBeVisible();
    await scan(page, findings, '/dashboard/audit');

    await page.goto('/dashboard/invoices');
    await expect(h2(page, 'Invoices and credit notes')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show' })).toBeVisible();
    await scan(page, findings, '/dashboard/invoices');

    await page.goto('/dashboard/figures');
    await expect(h2(page, 'Shop figures')).toBeVisible();
    await expect(page.getByText('Waiting to be packed')).toBeVisible();
    await scan(page, findings, '/dashboard/figures');

    await page.goto('/dashboard/myProfile');
    await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible();
    await scan(page, findings, '/dashboard/myProfile');
  }
  expect(findings).toEqual({});
});
