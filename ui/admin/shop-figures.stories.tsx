import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll } from '../../.storybook/layout-checks';
import { issueSampleDocuments } from '../../.storybook/sample-data/documents';
import { FIGURES_NOW, figureDocuments, lowStockProducts, retiredPart, wellStockedProducts } from '../../.storybook/sample-data/figures';
import { adminOrders } from '../../.storybook/sample-data/orders';
import { sampleAdmin, sampleUsers } from '../../.storybook/sample-data/people';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { formatCents } from '../../core/domain/money';
import type { NewDocument } from '../../core/domain/tax-document';
import { ShopFigures } from './shop-figures';

/**
 * /dashboard/figures, the admins' dashboard, against the story's shop signed in as its admin on
 * 31 March 2026: GET /api/figures?by=. A year of invoices and credit notes is issued into the
 * shop's memory document store before each story; its orders are the admins' sample orders.
 */
const meta = {
  title: 'Admin/Shop figures',
  component: ShopFigures,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    shop: { now: FIGURES_NOW, orders: adminOrders, users: sampleUsers, products: lowStockProducts, signedInAs: sampleAdmin },
    initialPath: '/dashboard/figures',
  },
  // A story of a new shop says `noSales`, and nothing is issued.
  beforeEach: async (context) => (context.parameters.noSales ? undefined : issueSampleDocuments(storyApi(context).shop.repositories.documents, figureDocuments)),
  globals: { viewport: { value: 'wide', isRotated: false } },
} satisfies Meta<typeof ShopFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (iso: string) => iso.slice(0, 10);
/** Sales less refunds without VAT, in cents, of the documents issued from one day to another: worked out here from the sample documents. */
const salesBetween = (documents: readonly NewDocument[], from: string, to: string) =>
  documents.filter((document) => from <= day(document.issuedAt) && day(document.issuedAt) <= to).reduce((sum, document) => sum + (document.kind === 'invoice' ? document.net : -document.net), 0);

/** The headline figures, each by its label. */
const headline = async (canvasElement: HTMLElement) => {
  const figures = await waitFor(() => {
    const list = canvasElement.querySelector<HTMLElement>('dl[aria-label="The period\'s figures"]');
    if (!list) throw new Error('The figures are not shown yet');
    return list;
  });
  return Object.fromEntries([...figures.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));
};

/**
 * By day, the last 30 days up to 31 March: sales less refunds as the documents of those days add
 * up, the paid orders waiting to be packed, the chart and its table, the top products and categories
 * (the retired part's under "No longer in the catalogue"), and the products low on stock, fewest first.
 */
export const ByDay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Shop figures', level: 2 })).toBeVisible();
    await expect(await canvas.findByText('2026-03-02 to 2026-03-31 (UTC days)')).toBeVisible();
    const figures = await headline(canvasElement);
    await expect(figures['Sales (ex VAT)']).toBe(formatCents(salesBetween(figureDocuments, '2026-03-02', '2026-03-31')));
    const toPack = adminOrders.filter((order) => order.paid && !order.shipped && !order.cancelledAt).length;
    await expect(figures['Waiting to be packed']).toBe(String(toPack));
    await expect(canvas.getByRole('tab', { name: 'By day' })).toHaveAttribute('aria-selected', 'true');

    // The chart, fetched on its own, drawn as bars.
    const chart = await canvas.findByRole('img', { name: /Sales and refunds \(ex VAT\), by day/ });
    await waitFor(() => expect(chart.querySelectorAll('canvas').length).toBe(1));
    await userEvent.click(canvas.getByText('The figures as a table'));
    const table = within(canvas.getByRole('region', { name: 'Sales and refunds (ex VAT), by day' }));
    await expect(table.getAllByRole('row')).toHaveLength(31);
    await expect(within(table.getAllByRole('row')[1]).getAllByRole('cell')[0]).toHaveTextContent('31 Mar 2026');

    const products = within(canvas.getByRole('region', { name: 'Top products' }));
    await expect(products.getAllByRole('row').length).toBeGreaterThan(3);
    const categories = within(canvas.getByRole('region', { name: 'Top categories' }));
    await expect(categories.getByText('No longer in the catalogue')).toBeVisible();

    const low = within(canvas.getByRole('region', { name: 'Low stock (under 10 units)' }));
    // Each product's units left, the last thing on its line.
    await expect(low.getAllByRole('listitem').map((item) => item.lastElementChild?.textContent)).toEqual(['0 units', '3 units', '7 units']);
    await expect(low.getAllByRole('link')[0]).toHaveAttribute('href', `/dashboard/updateProduct/${lowStockProducts[1]._id}`);
    await expect(canvas.getByRole('link', { name: 'Paid, not yet shipped or cancelled' })).toHaveAttribute('href', '/dashboard/manageOrders?view=to-ship');
  },
};

/** By month: twelve months from April 2025, the choice kept in the address, and the year's sales less refunds. */
export const ByMonth: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await canvas.findByText('2026-03-02 to 2026-03-31 (UTC days)');
    await userEvent.click(canvas.getByRole('tab', { name: 'By month' }));
    await expect(await canvas.findByText('2025-04-01 to 2026-03-31 (UTC days)')).toBeVisible();
    await expect((await headline(canvasElement))['Sales (ex VAT)']).toBe(formatCents(salesBetween(figureDocuments, '2025-04-01', '2026-03-31')));
    await expect(storyApi(context).callsOf('getShopFigures').map((call) => call.query)).toEqual([{ by: 'day' }, { by: 'month' }]);
    await userEvent.click(canvas.getByText('The figures as a table'));
    const rows = within(canvas.getByRole('region', { name: 'Sales and refunds (ex VAT), by month' })).getAllByRole('row');
    await expect(rows).toHaveLength(13);
    await expect(within(rows[1]).getAllByRole('cell')[0]).toHaveTextContent('March 2026');
    await expect(within(rows[12]).getAllByRole('cell')[0]).toHaveTextContent('April 2025');
  },
};

/** Opened from a link to weeks (`?by=week`): thirteen weeks from Monday, the one holding 31 March last. */
export const ByWeekFromALink: Story = {
  parameters: { initialPath: '/dashboard/figures?by=week' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2026-01-05 to 2026-04-05 (UTC days)')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'By week' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A new shop: nothing sold, nothing to pack, nothing low; each part says so rather than show an empty chart. */
export const Empty: Story = {
  parameters: { shop: { orders: [], products: wellStockedProducts }, noSales: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = await headline(canvasElement);
    await expect(figures['Sales (ex VAT)']).toBe('$0.00');
    await expect(figures['Waiting to be packed']).toBe('0');
    await expect(canvas.getAllByText('Nothing sold in this period yet')).toHaveLength(3);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText('No product is low on stock')).toBeVisible();
  },
};

/** GET /api/figures answers 500: the shop's words, and "Try again" shows the figures once it is back. */
export const Failed: Story = {
  parameters: { api: { getShopFigures: 500 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The figures could not be loaded');
    storyApi(context).heal('getShopFigures');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('2026-03-02 to 2026-03-31 (UTC days)')).toBeVisible();
  },
};

/** On a phone (390 px): the figures stacked, the chart as wide as the screen, the retired part's long name wrapped; nothing scrolls sideways. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { initialPath: '/dashboard/figures?by=month' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: /by month/ });
    await expect(canvas.getByText(retiredPart.name)).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
