import { expect, test } from '@playwright/test';
import { showMoreUntilVisible, withVat } from './shop-steps';
import { signIn } from './sign-in';

test('a signed-in customer browses the catalogue from the home page to a product', async ({ page }) => {
  await signIn(page);
  // Off the home page first, so the response awaited is the next visit's, not a late one of this.
  await page.goto('/about');
  const products = page.waitForResponse((res) => res.url().includes('/api/products?') && res.status() === 200);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tools built for the trade');

  // The grid is filled from the API, not from the page itself.
  const page1 = await (await products).json();
  expect(page1.items.length).toBeGreaterThan(0);
  const tools = page.locator('#tools');
  await expect(tools.getByRole('heading', { name: 'Our Tools' })).toBeVisible();
  await expect(tools.getByRole('link', { name: /^Buy Now/ })).toHaveCount(page1.items.length);

  const first = page1.items[0];
  const card = tools.getByRole('article').filter({ hasText: first.name });
  // With its VAT, as a customer reads it.
  await expect(card.getByText(withVat(first.price))).toBeVisible();
  await expect(card.getByText('Order between')).toBeVisible();
  await expect(card.getByText(first.partNumber)).toBeVisible();
  // The card's name leads to the product as its Buy Now does.
  await expect(card.getByRole('link', { name: first.name, exact: true })).toHaveAttribute('href', `/productDetail/${first._id}`);

  await page.getByRole('button', { name: 'Get Started' }).or(page.getByRole('link', { name: 'Get Started' })).click();
  await card.getByRole('link', { name: `Buy Now: ${first.name}` }).click();

  await expect(page).toHaveURL(new RegExp(`/productDetail/${first._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect(page.getByText(first.description)).toBeVisible();
  await expect(page.getByRole('img', { name: first.name })).toBeVisible();
  const facts = page.locator('dl');
  await expect(facts.getByText('Maximum Quantity')).toBeVisible();
  await expect(facts.getByText(String(first.max), { exact: true })).toBeVisible();
  await expect(facts.getByText(String(first.min), { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${first.name} | Hartwell Tools`);
});

test('the product grid pages through the whole catalogue with "Show more tools"', async ({ page, request }) => {
  const all: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await request.get(`/api/products?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    const body: { items: { name: string }[]; nextCursor: string | null } = await res.json();
    all.push(...body.items.map((p) => p.name));
    cursor = body.nextCursor;
  } while (cursor);

  await page.goto('/');
  const links = page.locator('#tools').getByRole('link', { name: /^Buy Now/ });
  await expect(links.first()).toBeVisible();
  await showMoreUntilVisible(links.nth(all.length - 1), page.getByRole('button', { name: 'Show more tools' }));
  await expect(links).toHaveCount(all.length);
  await expect(page.getByRole('button', { name: 'Show more tools' })).toBeHidden();
});

test('an unknown product says so and offers the catalogue', async ({ page }) => {
  await signIn(page);
  await page.goto(`/productDetail/${crypto.randomUUID()}`);
  await expect(page.getByText('We could not find that product')).toBeVisible();
  await page.getByRole('link', { name: 'Browse the catalogue' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a product's page tells a search engine its name, part number, price and stock before any script runs, the sitemap lists it; an unknown one answers 404", async ({ request }) => {
  const [first] = (await (await request.get('/api/products?limit=1')).json()).items;
  const res = await request.get(`/productDetail/${first._id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<title>${first.name} | Hartwell Tools</title>`);
  const structured = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]);
  expect(structured).toMatchObject({ '@type': 'Product', name: first.name, sku: first.partNumber, offers: { price: withVat(first.price).replace(/[$,]/g, ''), priceCurrency: 'USD' } });
  // robots.txt leads to the sitemap, which lists the product's page.
  const sitemap = /^Sitemap: (.+)$/m.exec(await (await request.get('/robots.txt')).text())![1];
  const files = [...(await (await request.get(new URL(sitemap).pathname)).text()).matchAll(/<loc>[^<]*(\/sitemap-products-\d+\.xml)<\/loc>/g)].map((match) => match[1]);
  const listed = await Promise.all(files.map(async (file) => (await request.get(file)).text()));
  expect(listed.join('')).toContain(`/productDetail/${first._id}</loc>`);
  const unknown = await request.get(`/productDetail/${crypto.randomUUID()}`);
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('<div id="root"></div>');
});

test('a deep link to a page and an unknown path both load the app', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expect(page.getByText(/24 hours/).first()).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('on a phone, the menu button is disabled until the shop\'s code runs, then opens the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The prerendered page shows before its code runs; a slow network widens that gap to a second.
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeDisabled();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu').getByRole('link', { name: 'About', exact: true })).toBeVisible();
});

test('the header reaches every page of the shop on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  for (const [label, heading] of [['About', 'About'], ['FAQ', 'FAQ'], ['Blog', 'Blog']]) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Login' })).toBeVisible();
});
