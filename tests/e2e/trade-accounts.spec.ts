import { expect, test } from '@playwright/test';
import { waitForMail } from './mail-inbox';
import { accessibilityViolations, header, newCustomer, newEmail, register, signIn, toast, verifyEmail } from './sign-in';
import { chooseAddress } from './shop-steps';
import { admin, applyForTradeAccount } from './trade-steps';
import { noSidewaysScroll, screens } from './screens';

const { picture, atEveryWidth } = screens(process.env.TRADE_SHOTS_DIR);

test("a joinery applies for a trade account, the admin approves it and sets its prices, and its buyer orders at them", async ({ browser, page, request }) => {
  test.slow();
  const company = `Kowalski Joinery and Shopfitting Services Ltd ${Date.now() % 100000}`;

  // The customer confirms their address, then applies.
  const buyer = await newCustomer(page, 'Mira Kowalski');
  await verifyEmail(request, buyer.email);
  await page.goto('/dashboard/trade-account');
  await page.reload();
  await atEveryWidth(page, 'trade-apply');
  await applyForTradeAccount(page, company);
  await expect(page.getByRole('heading', { name: company })).toBeVisible();
  await atEveryWidth(page, 'trade-pending');

  // The admin approves it; the customer is emailed.
  const office = await (await browser.newContext()).newPage();
  await signIn(office, admin);
  await office.goto('/dashboard/tradeAccounts');
  const application = office.getByRole('listitem', { name: company });
  await expect(application.getByText('09123456')).toBeVisible();
  await expect(application.getByText('GB123456789')).toBeVisible();
  await atEveryWidth(office, 'trade-admin-pending');
  expect(await accessibilityViolations(office)).toEqual([]);
  await application.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(office, `Approved: ${company}. An email saying so is on its way to ${buyer.email}.`)).toBeVisible();
  await waitForMail(request, buyer.email, `${company} has a trade account with Hartwell Tools`);

  // ...and gives the company 10% off, and the claw hammer at $19.
  await office.getByRole('tab', { name: 'Approved' }).click();
  await office.getByRole('listitem', { name: company }).getByRole('button', { name: 'Set prices' }).click();
  const prices = office.getByRole('dialog', { name: `Prices for ${company}` });
  await prices.getByLabel('Discount (% off the catalogue)').fill('10');
  await prices.getByRole('button', { name: 'Add a fixed price' }).click();
  await prices.getByLabel('Part number 1').fill('HT-HMR-16');
  await prices.getByLabel('Price 1 in $').fill('19');
  await picture(office, 'trade-admin-prices');
  await prices.getByRole('button', { name: 'Save prices' }).click();
  await expect(toast(office, `Prices saved for ${company}`)).toBeVisible();
  await expect(office.getByRole('listitem', { name: company }).getByText('1 fixed price')).toBeVisible();

  // The buyer invites a colleague, who joins once their address is confirmed.
  await page.reload();
  const colleague = { name: 'Tomasz Nowak', email: newEmail() };
  await page.getByLabel('Invite a colleague by email').fill(colleague.email);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(toast(page, `An invitation is on its way to ${colleague.email}`)).toBeVisible();
  await waitForMail(request, colleague.email, `Mira Kowalski invited you to buy for ${company} at Hartwell Tools`);
  const workshop = await (await browser.newContext()).newPage();
  await workshop.goto('/register');
  await register(workshop, colleague.name, colleague.email);
  await expect(header(workshop).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await verifyEmail(request, colleague.email);
  await workshop.goto('/dashboard/trade-account');
  await workshop.reload();
  const invitation = workshop.getByRole('listitem', { name: company });
  await workshop.setViewportSize({ width: 390, height: 900 });
  await expect(invitation).toContainText(`Mira Kowalski invited you to buy for ${company}`);
  expect(await noSidewaysScroll(workshop)).toBe(true);
  await picture(workshop, 'trade-invitation-390');
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(workshop, `You buy for ${company} now: its prices apply to your orders`)).toBeVisible();
  await expect(workshop.getByRole('list', { name: 'Buyers' }).getByRole('listitem')).toHaveText([/Mira Kowalski/, /Tomasz Nowak/]);

  // The colleague orders at the company's prices; the first buyer sees the order among the company's.
  await workshop.goto('/search?q=HT-HMR-16');
  await workshop.getByRole('link', { name: 'Claw Hammer 16 oz' }).first().click();
  await expect(workshop.getByText(/^per unit/).locator('..')).toHaveText('$19.00 per unit, ex VAT');
  await workshop.getByRole('button', { name: 'Purchase' }).click();
  const colleagueForm = workshop.getByRole('dialog', { name: 'Order For : Claw Hammer 16 oz' });
  await chooseAddress(colleagueForm);
  await colleagueForm.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(workshop, 'You Order is placed')).toBeVisible();
  await page.reload();
  const companyOrders = page.getByRole('table', { name: "The company's orders, newest first" });
  await expect(companyOrders.getByRole('row').nth(1)).toContainText('Tomasz Nowak');
  await expect(companyOrders.getByRole('row').nth(1)).toContainText('$114.00'); // $95 and 20% VAT

  // The buyer sees the approval, and the hammer at the company's price, and orders five at it.
  await page.reload();
  await expect(page.getByText(`${company} has a trade account: its prices apply to every order you place`)).toBeVisible();
  await expect(page.getByText('10% off the catalogue')).toBeVisible();
  await atEveryWidth(page, 'trade-approved');
  await page.goto('/search?q=HT-HMR-16');
  await page.getByRole('link', { name: 'Claw Hammer 16 oz' }).first().click();
  await expect(page.getByText(/^per unit/).locator('..')).toHaveText('$19.00 per unit, ex VAT');
  await expect(page.getByText("Your company's price. Catalogue price $24.00")).toBeVisible();
  await atEveryWidth(page, 'trade-product');
  await page.getByRole('button', { name: 'Purchase' }).click();
  const orderForm = page.getByRole('dialog', { name: 'Order For : Claw Hammer 16 oz' });
  await expect(orderForm.getByLabel('Price')).toHaveValue('$95.00 ex VAT');
  await orderForm.getByRole('button', { name: 'Close' }).click();

  // In the cart too: five at $19, the server's price.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/cart');
  await expect(page.getByText('$95').first()).toBeVisible();
  await expect(page.getByText(/^Subtotal/).locator('..')).toContainText('$95.00');
});
