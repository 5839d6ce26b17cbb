import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/** Where the pages' pictures go when asked for (SEARCH_SHOTS_DIR=/tmp/shots-search), to look at them. */
const shotsDir = process.env.SEARCH_SHOTS_DIR;
async function picture(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: false });
}

const widths = [1440, 1280, 390];

for (const width of widths) {
  test(`at ${width} px, a part number typed with a typo in the header finds its product first`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/about');
    const box = page.getByRole('combobox', { name: 'Search the catalogue' });
    await box.fill('HT-DRL-18B');
    const first = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
    await expect(first).toContainText('Cordless Hammer Drill 18V');
    await expect(first).toContainText('HT-DRL-18V');
    await picture(page, `suggestions-${width}`);

    // Enter with no suggestion chosen: the results page, its query in the address.
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=HT-DRL-18B$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “HT-DRL-18B”' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toHaveText('Cordless Hammer Drill 18V');
    await expect(page.getByText('Nothing matches “HT-DRL-18B” as typed: these are the nearest.')).toBeVisible();
    await picture(page, `results-${width}`);
    // Opened from a link, the results page puts its search in the box.
    await page.goto('/search?q=hammer');
    await expect(box).toHaveValue('hammer');

    // Arrows and Enter on a suggestion open its page.
    await box.fill('cordles hamer');
    await expect(page.getByRole('option').first()).toContainText('Cordless Hammer Drill 18V');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/productDetail\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Cordless Hammer Drill 18V' })).toBeVisible();
  });

  test(`at ${width} px, a facet narrows the results, and the address keeps the facet and the sort`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/search?q=saw');
    const main = page.getByRole('main');
    const names = main.getByRole('heading', { level: 3 });
    await expect(names.first()).toBeVisible();
    const all = await names.allTextContents();
    expect(all).toEqual(expect.arrayContaining(['Circular Saw 185 mm', 'Hand Saw 500 mm']));

    // On a phone the filters fold away behind a button.
    if (width < 1024) await main.getByRole('button', { name: 'Filters' }).click();
    await main.getByRole('link', { name: /\$100 to \$500/ }).click();
    await expect(page).toHaveURL(/\/search\?q=saw&price=100-500$/);
    await expect(names).toHaveText(['Circular Saw 185 mm']);
    await expect(main.getByRole('status')).toHaveText('1 product');
    await picture(page, `narrowed-${width}`);

    // A shared link shows the same search.
    await page.reload();
    await expect(names).toHaveText(['Circular Saw 185 mm']);
    if (width < 1024) await main.getByRole('button', { name: 'Filters (1)' }).click();
    await expect(main.getByRole('link', { name: /\$100 to \$500/ })).toHaveAttribute('aria-current', 'true');

    await main.getByRole('link', { name: /\$100 to \$500/ }).click();
    await expect(page).toHaveURL(/\/search\?q=saw$/);
    await main.getByLabel('Sort by').selectOption('price-low');
    await expect(page).toHaveURL(/\/search\?q=saw&sort=price-low$/);
    await expect(names.first()).toHaveText('Hand Saw 500 mm');
  });
}

test('a search typed before the page has its code still searches: the box is a plain form', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/about');
  await page.getByRole('searchbox').or(page.getByRole('combobox')).first().fill('wrench');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=wrench$/);
  await context.close();
});
