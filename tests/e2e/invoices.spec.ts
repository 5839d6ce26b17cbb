import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { orderFromProductPage as order, payWith, withVat } from './shop-steps';
import { accessibilityViolations, newCustomer, toast } from './sign-in';
import { noSidewaysScroll, screens } from './screens';

const { picture } = screens(process.env.TRADE_SHOTS_DIR);

/** The text of a downloaded PDF, as poppler's pdftotext reads it (npm test installs it). */
const pdfText = (file: string) => execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

for (const width of [1440, 1280, 390]) {
  test(`at ${width} px, a paid order's page shows its VAT and downloads its invoice, the same PDF each time`, async ({ page, request }) => {
    const { items } = await (await request.get('/api/products?limit=1')).json();
    const [product] = items;
    await newCustomer(page, 'Siobhan Ní Bhraonáin-Featherstonehaugh');
    await page.setViewportSize({ width, height: 900 });
    await order(page, product);

    await page.goto('/dashboard');
    await page.getByRole('link', { name: `Pay for ${product.name}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
    const orderPage = page.url().replace('/dashboard/payment/', '/dashboard/order/');
    await page.goto(orderPage);
    const heading = page.getByRole('heading', { name: /^Order HT-\d+$/ });
    await expect(heading).toBeVisible();
    const number = (await heading.textContent())!.replace('Order ', '');
    const main = page.getByRole('main');
    // Unpaid: its VAT shown, no invoice yet.
    const net = product.min * product.price;
    await expect(main.getByText('VAT 20%')).toBeVisible();
    await expect(main.getByText(withVat(net)).first()).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Invoices and credit notes' })).toHaveCount(0);
    await main.getByRole('link', { name: 'Pay', exact: true }).click();
    await payWith(page, '4242424242424242');
    await expect(toast(page, 'Congrats! Your Payment is completed')).toBeVisible();

    await page.goto(orderPage);
    const documents = main.getByRole('listitem').filter({ hasText: /^Invoice INV-\d{4}-\d{6}/ });
    await expect(documents).toHaveCount(1);
    await expect(documents).toContainText(withVat(net));
    const invoiceNumber = /INV-\d{4}-\d{6}/.exec((await documents.textContent())!)![0];
    expect(await noSidewaysScroll(page)).toBe(true);
    await picture(page, `invoice-order-page-${width}`);
    expect(await accessibilityViolations(page)).toEqual([]);

    const download = async () => {
      const [file] = await Promise.all([page.waitForEvent('download'), documents.getByRole('button', { name: `Download invoice ${invoiceNumber} (PDF)` }).click()]);
      expect(file.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
      const saved = test.info().outputPath(`${invoiceNumber}-${crypto.randomUUID()}.pdf`);
      await file.saveAs(saved);
      return saved;
    };
    const first = await download();
    const text = pdfText(first);
    // The long name wraps in its column, its letters as typed.
    for (const words of [invoiceNumber, number, product.name, 'Siobhan Ní Bhraonáin-', 'Featherstonehaugh', '20%', withVat(net)]) expect(text).toContain(words);
    // Downloaded again: the same bytes, as issued.
    expect(readFileSync(await download()).equals(readFileSync(first))).toBe(true);
  });
}
