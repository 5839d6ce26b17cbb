import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { newCustomer, signIn } from './sign-in';

const admin = { email: 'admin@hartwell.example', password: 'hartwell-admin' };
/** Where the pages' pictures go when asked for (CART_SHOTS_DIR=/tmp/shots-cart), to look at them. */
const shotsDir = process.env.CART_SHOTS_DIR;

/** Names as long as catalogues write them: one of 99 characters with spaces, one of 108 without a place to break. */
const longNames = ['Heavy-Duty Brushless Angle Grinder 125 mm with Anti-Kickback Clutch, Two 5.0 Ah Batteries and Case', 'TorqueWrench'.repeat(9)];

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

/** Asserts that a control is on screen: inside the viewport's width, not pushed off by the text beside it. */
async function expectInView(page: Page, control: Locator) {
  await expect(control).toBeVisible();
  const box = (await control.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function picture(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

test('the cart and checkout pages keep long product names inside their lines at 1440, 1280 and 390 px', async ({ browser, page }) => {
  test.setTimeout(90_000);
  // Two long-named products, added by an admin in a browser of their own and removed at the end.
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, admin);
  const adminAuth = { authorization: `Bearer ${await tokenOf(adminPage)}` };
  const { items } = await (await page.request.get('/api/products?limit=1')).json();
  const fields = (name: string, price: number) => ({ name, description: 'A product with a long name', price, min: 1, max: 10, image: items[0].image, stock: 500 });
  const products = [];
  for (const [i, name] of longNames.entries()) {
    const added = await adminPage.request.post('/api/products', { headers: adminAuth, data: fields(name, 89 + i * 40) });
    expect(added.status()).toBe(201);
    products.push(await added.json());
  }

  try {
    await newCustomer(page, 'Maximiliane Oberhausen-Wittgenstein');
    const auth = { authorization: `Bearer ${await tokenOf(page)}` };
    for (const [product, quantity] of [[products[0], 2], [products[1], 1], [items[0], items[0].min]] as const) {
      expect((await page.request.post('/api/cart', { headers: auth, data: { productId: product._id, quantity } })).ok()).toBe(true);
    }
    // The first one's price goes up after it went in: the cart shows the old price beside the new.
    await adminPage.request.put(`/api/product/${products[0]._id}`, { headers: adminAuth, data: fields(longNames[0], 99) });

    for (const width of [1440, 1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/cart');
      const lines = page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem');
      await expect(lines).toHaveCount(3);
      await expect(lines.first()).toContainText('Price up since you added it');
      for (const name of longNames) {
        await expectInView(page, page.getByRole('button', { name: `Remove ${name}` }));
        await expectInView(page, lines.filter({ hasText: name }).getByRole('spinbutton', { name: 'Quantity' }));
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await picture(page, `cart-${width}`);

      await page.goto('/checkout');
      const review = page.getByRole('region', { name: 'Your order' });
      await expect(review.getByRole('listitem')).toHaveCount(3);
      await expect(page.getByLabel('Address line 1')).toBeVisible();
      await expectInView(page, review.getByRole('button', { name: 'Place order' }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await picture(page, `checkout-${width}`);
    }
  } finally {
    for (const product of products) await adminPage.request.delete(`/api/product/${product._id}`, { headers: adminAuth });
  }
});
