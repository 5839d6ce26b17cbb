import { expect, test } from '@playwright/test';

test('the API reference at /api/docs reads the OpenAPI document: every area, each call with its words', async ({ page }) => {
  const refused: string[] = [];
  // A page policy that blocked the viewer's own script or styles would leave it blank or broken.
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  for (const width of [1440, 1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: 'Hartwell Tools shop API', level: 1 })).toBeVisible();
    await page.screenshot({ path: `.test-output/screens/api-docs-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const area of ['Catalogue', 'Orders', 'Payments']) await expect(page.getByText(area, { exact: true }).first()).toBeVisible();
  await page.goto('/api/docs#tag/orders/POST/api/order');
  await expect(page.getByText('Place order').first()).toBeVisible();
  await expect(page.getByText(/two customers can never both get the last one/).first()).toBeVisible();
  expect(refused).toEqual([]);
});
