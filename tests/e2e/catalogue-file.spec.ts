import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { signIn, toast } from './sign-in';
import { withVat } from './shop-steps';

/** Where the pages' pictures go when asked for (CATEGORY_SHOTS_DIR=/tmp/shots-categories), to look at them. */
const shotsDir = process.env.CATEGORY_SHOTS_DIR;
async function picture(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

const admin = { email: 'admin@hartwell.example', password: 'hartwell-admin' };

test('an admin exports the catalogue, changes it in a spreadsheet, checks the file and imports it', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/dashboard/catalogueFile');
  await expect(page.getByRole('heading', { name: 'Import and Export' }).first()).toBeVisible();

  // The export: a CSV file a spreadsheet opens, every seeded product under its category.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export the catalogue' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^hartwell-catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = readFileSync(await download.path(), 'utf8');
  const lines = exported.replace(/^\ufeff/, '').split('\r\n');
  expect(lines[0]).toBe('Part number,Name,Category,Price,Minimum,Maximum,Pack size,Price breaks,Stock,Description,Picture');
  expect(lines.find((line) => line.startsWith('HT-TPM-8M,'))).toContain(',10,300,10,50-99: 15; 100+: 14,');
  const level = lines.find((line) => line.startsWith('HT-SPL-600,'))!;
  expect(level).toContain(',Measuring > Levels,34,');

  // In the spreadsheet: the level costs $36 now, and a new part under a new category.
  const changed = exported.replace(level, level.replace(',Measuring > Levels,34,', ',Measuring > Levels,36,')) + 'HT-GLV-10,Work Gloves size 10,Workwear > Gloves,9,2,100,2,20+: 8,500,"Nitrile-coated, for grip in the wet.",/catalogue/tape-measure.svg\r\n';
  const input = page.getByLabel('CSV file');
  await input.setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(changed) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('button', { name: 'Import 2 changes' })).toBeVisible();
  await expect(page.getByText('Workwear > Gloves', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText('HT-SPL-600', { exact: true }).filter({ visible: true })).toBeVisible();
  await picture(page, 'catalogue-file-checked-1440');

  // Nothing is written until it is applied.
  expect((await (await page.request.get('/api/search?q=HT-GLV-10')).json()).items).toEqual([]);
  await page.getByRole('button', { name: 'Import 2 changes' }).click();
  await expect(toast(page, 'Imported 2 changes')).toBeVisible();

  await page.goto('/search?q=work%20gloves');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toHaveText('Work Gloves size 10');
  await page.getByRole('main').getByRole('link', { name: 'Work Gloves size 10' }).first().click();
  await expect(page.getByRole('table', { name: 'Price by quantity' }).getByRole('row')).toHaveText(['QuantityPrice each (inc. VAT)', `2–19${withVat(9)}`, `20 and more${withVat(8)}`]);
  await page.goto('/search?q=HT-SPL-600');
  await expect(page.getByRole('main').getByText(withVat(36)).first()).toBeVisible();
});

for (const width of [1440, 1280, 390]) {
  test(`at ${width} px, a file with problems names each by row and column, and cannot be imported`, async ({ page }) => {
    await signIn(page, admin);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard/catalogueFile');
    const bad = [
      'Part number,Name,Category,Price,Minimum,Maximum,Stock,Description,Picture',
      'HT-X-1,A part with a name long enough to wrap in a narrow column of the table,,0,1,10,5,ok,/p.svg',
      'HT-X-1,Again,,10,1,10,5,ok,/p.svg',
      'HT-X-3,Dear,,ten,1,10,5,ok,/p.svg',
    ].join('\r\n');
    await page.getByLabel('CSV file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await page.getByRole('button', { name: 'Check the file' }).click();
    const main = page.getByRole('main');
    await expect(main.getByText('Price must be at least $1').filter({ visible: true })).toBeVisible();
    await expect(main.getByText('HT-X-1 is on row 2 already').filter({ visible: true })).toBeVisible();
    await expect(main.getByText('Use a whole number, in digits only').filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await picture(page, `catalogue-file-problems-${width}`);
  });
}
