import { expect, test } from '@playwright/test';
import { waitForMail } from './mail-inbox';
import { accessibilityViolations, newCustomer, signIn, toast, verifyEmail } from './sign-in';
import { chooseAddress, withVat } from './shop-steps';
import { admin } from './trade-steps';
import { screens } from './screens';

const { picture, atEveryWidth } = screens(process.env.TRADE_SHOTS_DIR);

test('a customer asks a quote for more than the shop sells online, the admin answers it, and the customer accepts it at 390 px into an order at the quoted price', async ({ browser, page, request }) => {
  test.slow();
  const buyer = await newCustomer(page, 'Imogen Achterberg-Fairweather');
  await verifyEmail(request, buyer.email);

  // Past the claw hammer's maximum of 200, the page offers a quote.
  await page.goto('/search?q=HT-HMR-16');
  await page.getByRole('link', { name: 'Claw Hammer 16 oz' }).first().click();
  await page.reload();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('600');
  await expect(page.getByText('We sell up to 200 online. For more, ask us for a quote.')).toBeVisible();
  await page.getByRole('button', { name: 'Request a quote' }).click();
  const ask = page.getByRole('dialog', { name: 'Request a quote' });
  await expect(ask.getByLabel('Quantity')).toHaveValue('600');
  await ask.getByLabel('Note (optional)').fill('For a school refit in January: two drops to site, please.');
  await picture(page, 'quote-request-1440');
  await ask.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByRole('region', { name: /Notifications/ }).getByText(/^Thank you: we have your request Q-\d+/);
  await expect(sent).toBeVisible();
  const number = /Q-\d+/.exec((await sent.textContent()) ?? '')![0];
  await waitForMail(request, 'shop@hartwell.example', `Quote ${number} asked for by Imogen Achterberg-Fairweather`);

  // The admin answers: $18 a hammer, the prices holding for the default 30 days.
  const office = await (await browser.newContext()).newPage();
  await signIn(office, admin);
  await office.goto('/dashboard/manageQuotes');
  const quote = office.getByRole('listitem', { name: number });
  await expect(quote.getByText('For a school refit in January: two drops to site, please.')).toBeVisible();
  await quote.getByLabel('Price for Claw Hammer 16 oz').fill('18');
  await atEveryWidth(office, 'quote-admin-answer');
  expect(await accessibilityViolations(office)).toEqual([]);
  await quote.getByRole('button', { name: 'Send answer' }).click();
  await expect(toast(office, `Quote ${number} answered. An email saying so is on its way to ${buyer.email}.`)).toBeVisible();
  await waitForMail(request, buyer.email, `Your quote ${number} from Hartwell Tools`);

  // The customer accepts it on a phone: 600 hammers at $18, paid by card next.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/dashboard/quotes');
  await page.getByRole('link', { name: new RegExp(number) }).first().click();
  await expect(page.getByText(/Prices hold until/).first()).toBeVisible();
  await expect(page.getByText('$10,800').first()).toBeVisible();
  await picture(page, 'quote-answered-390');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Accept' }).click();
  await chooseAddress(page.getByRole('main'));
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  // Paid by card with its 20% VAT.
  await expect(page.getByText(withVat(10_800)).first()).toBeVisible();
  await picture(page, 'quote-accepted-payment-390');
});
