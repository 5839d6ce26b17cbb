import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const pages = [
  { path: '/', ready: 'Buy Now' },
  { path: '/about', ready: null },
  { path: '/contact', ready: null },
  { path: '/blog', ready: null },
  { path: '/faq', ready: null },
  { path: '/detail', ready: null },
  { path: '/portfolio', ready: null },
  { path: '/reviews', ready: null },
  { path: '/no-such-page', ready: null },
];

for (const { path, ready } of pages) {
  for (const width of [1280, 390]) {
    test(`${path} has no accessibility violations at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (ready) await expect(page.getByRole('link', { name: new RegExp(ready) }).first()).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
      expect(summary).toEqual([]);
    });
  }
}
