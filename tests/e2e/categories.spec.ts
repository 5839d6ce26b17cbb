import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { header, signIn, toast } from './sign-in';

/** Where the pages' pictures go when asked for (CATEGORY_SHOTS_DIR=/tmp/shots-categories), to look at them. */
const shotsDir = process.env.CATEGORY_SHOTS_DIR;
async function picture(page: Page, name: string, fullPage = false) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage });
}

const admin = { email: 'admin@hartwell.example', password: 'hartwell-admin' };
const productNames = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });

for (const width of [1440, 1280, 1024, 390]) {
  test(`at ${width} px, a visitor goes from the home page down the categories, each listing only its products`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const byCategory = page.getByRole('region', { name: 'Shop by category' });
    // The seeded range's top categories, in name order (other journeys may have added more).
    const seededTop = ['Fixings', 'Hand tools', 'Measuring', 'Power tools'];
    await expect(byCategory.getByRole('heading', { level: 3 }).first()).toHaveText('Fixings');
    expect((await byCategory.getByRole('heading', { level: 3 }).allTextContents()).filter((name) => seededTop.includes(name))).toEqual(seededTop);
    await byCategory.scrollIntoViewIfNeeded();
    await picture(page, `home-categories-${width}`);

    // The header links the top categories: beside the search box from laptop width, in the menu on a phone.
    if (width >= 1024) expect((await header(page).getByRole('navigation', { name: 'Categories' }).getByRole('link').allTextContents()).filter((name) => seededTop.includes(name))).toEqual(seededTop);
    else {
      await header(page).getByRole('button', { name: 'Open menu' }).click();
      await expect(header(page).getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Power tools' })).toBeVisible();
      await picture(page, `menu-categories-${width}`);
      await header(page).getByRole('button', { name: 'Close menu' }).click();
    }

    await byCategory.getByRole('link', { name: 'Power tools', exact: true }).click();
    await expect(page).toHaveURL(/\/category\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Power tools' })).toBeVisible();
    await expect(productNames(page)).toHaveText(['Cordless Hammer Drill 18V', 'Circular Saw 185 mm', 'Angle Grinder 125 mm']);
    await picture(page, `category-power-tools-${width}`, true);

    await page.getByRole('navigation', { name: 'Categories in Power tools' }).getByRole('link', { name: 'Drills' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Drills' })).toBeVisible();
    await expect(productNames(page)).toHaveText(['Cordless Hammer Drill 18V']);

    // The product's breadcrumbs lead back to its category.
    await productNames(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cordless Hammer Drill 18V' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Power tools', 'Drills']);
    await picture(page, `product-breadcrumbs-${width}`);
    await crumbs.getByRole('link', { name: 'Power tools' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Power tools' })).toBeVisible();

    // From a category into search: narrowed to it, and the category facet goes one level further.
    await page.getByRole('link', { name: 'Filter and sort these products' }).click();
    await expect(page).toHaveURL(/\/search\?category=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Power tools' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'products' })).toHaveText('3 products');
    const main = page.getByRole('main');
    if (width < 1024) await main.getByRole('button', { name: 'Filters (1)' }).click();
    await main.getByRole('region', { name: 'Category' }).getByRole('link', { name: /Saws/ }).click();
    await expect(page).toHaveURL(/\/search\?category=[0-9a-f-]{36}$/);
    await expect(productNames(page)).toHaveText(['Circular Saw 185 mm']);
    await picture(page, `search-in-category-${width}`);
  });
}

test('a search narrowed by the category facet keeps it in the address, shared and reloaded', async ({ page }) => {
  await page.goto('/search?q=saw');
  await expect(productNames(page).first()).toBeVisible();
  expect(await productNames(page).allTextContents()).toEqual(expect.arrayContaining(['Circular Saw 185 mm', 'Hand Saw 500 mm']));
  const category = page.getByRole('main').getByRole('region', { name: 'Category' });
  await category.getByRole('link', { name: /Hand tools/ }).click();
  await expect(page).toHaveURL(/\/search\?q=saw&category=[0-9a-f-]{36}$/);
  await expect(productNames(page)).toHaveText(['Hand Saw 500 mm']);
  await page.reload();
  await expect(productNames(page)).toHaveText(['Hand Saw 500 mm']);
  await expect(category.getByText('Hand tools', { exact: true })).toHaveAttribute('aria-current', 'true');
  await category.getByRole('link', { name: '‹ All categories' }).click();
  await expect(page).toHaveURL(/\/search\?q=saw$/);
});

test('an admin adds, renames, moves and deletes a category, and lists a product under it', async ({ page, request }) => {
  await signIn(page, admin);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/dashboard/manageCategories');
  // A name of its own: other journeys add categories to the same shop.
  const name = `Overalls ${Date.now() % 100_000}`;
  const renamed = `Gloves and overalls ${Date.now() % 100_000}`;
  const addForm = page.getByRole('form', { name: 'Add a category' });
  await addForm.getByLabel('Name').fill(name);
  await addForm.getByRole('button', { name: 'Add category' }).click();
  await expect(toast(page, `Added ${name}`)).toBeVisible();

  // Under itself is never offered; under Hand tools it goes.
  await page.getByRole('button', { name: `Move ${name}` }).click();
  const move = page.getByRole('dialog');
  await expect(move.getByRole('option', { name })).toHaveCount(0);
  await move.getByLabel('Parent category').selectOption({ label: 'Hand tools' });
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(move).toBeHidden();
  await page.getByRole('button', { name: `Rename Hand tools › ${name}` }).click();
  const rename = page.getByRole('dialog');
  await rename.getByLabel('Name', { exact: true }).fill(renamed);
  await rename.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole('button', { name: `Rename Hand tools › ${renamed}` })).toBeVisible();
  await picture(page, 'manage-categories-1440', true);

  // A product listed under it shows on its page; with a product in it, it cannot be deleted.
  const { items } = await (await request.get('/api/search?q=HT-TPM-8M')).json();
  const tape = items[0] as { _id: string; name: string };
  await page.goto(`/dashboard/updateProduct/${tape._id}`);
  await page.getByLabel('Category').selectOption({ label: `Hand tools › ${renamed}` });
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/manageProduct$/);
  await page.goto('/dashboard/manageCategories');
  await page.getByRole('button', { name: `Delete Hand tools › ${renamed}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Only an empty category can be deleted: move its products and categories out first')).toBeVisible();

  const categories = (await (await request.get('/api/categories')).json()).categories as { _id: string; name: string }[];
  const added = categories.find((category) => category.name === renamed)!;
  await page.goto(`/category/${added._id}`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText(['Home', 'Hand tools']);
  await expect(productNames(page)).toHaveText([tape.name]);

  // Put back under Measuring, the category is empty and goes.
  await page.goto(`/dashboard/updateProduct/${tape._id}`);
  await page.getByLabel('Category').selectOption({ label: 'Measuring › Tape measures' });
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/manageProduct$/);
  await page.goto('/dashboard/manageCategories');
  await page.getByRole('button', { name: `Delete Hand tools › ${renamed}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('button', { name: `Delete Hand tools › ${renamed}` })).toHaveCount(0);
});
