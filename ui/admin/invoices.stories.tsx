import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { expectInView, expectNoSidewaysScroll } from '../../.storybook/layout-checks';
import { aprilInvoice, companyInvoice, hammerCreditNote, hammerInvoice, issueSampleDocuments, longCompanyName, reverseChargeInvoice, sampleDocumentNumbers } from '../../.storybook/sample-data/documents';
import { adminOrders } from '../../.storybook/sample-data/orders';
import { sampleAdmin, sampleUsers } from '../../.storybook/sample-data/people';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { Invoices } from './invoices';

/**
 * /dashboard/invoices, for the accountant, against the story's shop signed in as its admin: GET
 * /api/allDocuments?from=&to=&kind= and GET /api/allDocuments/export. The sample documents are
 * issued into the shop's memory document store before each story: three invoices and a credit
 * note in March 2026, an invoice in April.
 */
const meta = {
  title: 'Admin/Invoices',
  component: Invoices,
  tags: ['autodocs'],
  parameters: { layout: 'padded', shop: { orders: adminOrders, users: sampleUsers, signedInAs: sampleAdmin }, initialPath: '/dashboard/invoices?from=2026-03-01&to=2026-03-31' },
  beforeEach: async (context) => issueSampleDocuments(storyApi(context).shop.repositories.documents),
  globals: { viewport: { value: 'wide', isRotated: false } },
} satisfies Meta<typeof Invoices>;

export default meta;
type Story = StoryObj<typeof meta>;

const [INV1, INV2, INV3, CN1, INV4] = sampleDocumentNumbers;
const MARCH = { from: '2026-03-01', to: '2026-03-31' };

/** The address's search parameters, as the story's router holds them. */
const searchOf = (context: { loaded: Record<string, unknown> }) => (context.loaded.router as { state: { location: { search: Record<string, unknown> } } }).state.location.search;

/** The documents' table, once loaded. */
const documentsTable = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table'));

/** Each row of the table as its cells' text, the header row left out. */
const rowsOf = (table: { getAllByRole(role: 'row'): HTMLElement[] }) =>
  table
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

/** The documents' numbers, as listed. */
const numbersOf = async (canvasElement: HTMLElement) => rowsOf(await documentsTable(canvasElement)).map((cells) => cells[0]);

/** One kind's totals: its count, then each figure by its label. */
const totalsOf = (canvasElement: HTMLElement, kind: 'Invoices' | 'Credit notes') => {
  const region = within(within(canvasElement).getByRole('region', { name: kind }));
  const figures = Object.fromEntries(region.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
  return { count: region.getByText(/^\d+ (invoices?|credit notes?)$/).textContent, ...figures };
};

const typeDay = async (field: HTMLElement, day: string) => {
  await userEvent.clear(field);
  await userEvent.type(field, day);
};

/**
 * March 2026: the totals of each kind (the April invoice left out), then the four documents oldest
 * first with their order, customer and company, amounts, and the reverse charge marked.
 */
export const March: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Invoices and credit notes', level: 2 })).toBeVisible();
    const table = await documentsTable(canvasElement);
    await expect(canvas.getByLabelText('From')).toHaveValue(MARCH.from);
    await expect(canvas.getByLabelText('To')).toHaveValue(MARCH.to);
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    await expect(totalsOf(canvasElement, 'Invoices')).toEqual({ count: '3 invoices', Net: '$1,319.00', VAT: '$124.80', Gross: '$1,443.80' });
    await expect(totalsOf(canvasElement, 'Credit notes')).toEqual({ count: '1 credit note', Net: '$24.00', VAT: '$4.80', Gross: '$28.80' });
    await expect(canvas.getByText('4 documents issued from 1 Mar 2026 to 31 Mar 2026, oldest first')).toBeVisible();

    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Number', 'Kind', 'Issued', 'Order', 'Customer', 'Net', 'VAT', 'Gross', 'PDF']);
    const [first, second, third] = [adminOrders[0], adminOrders[3], adminOrders[6]];
    await expect(rowsOf(table)).toEqual([
      [INV1, 'Invoice', '2 Mar 2026', first.number, hammerInvoice.buyer.name, '$96.00', '$19.20', '$115.20', 'Download PDF'],
      [INV2, 'Invoice', '9 Mar 2026', second.number, `${companyInvoice.buyer.name}${longCompanyName}VAT number GB987654321`, '$528.00', '$105.60', '$633.60', 'Download PDF'],
      [INV3, 'Invoice', '16 Mar 2026', third.number, `${reverseChargeInvoice.buyer.name}Rheinland Werkzeughandel GmbHVAT number DE811907980`, '$695.00', '$0.00Reverse charge', '$695.00', 'Download PDF'],
      [`${CN1}Corrects ${INV1}`, 'Credit note', '20 Mar 2026', first.number, hammerCreditNote.buyer.name, '$24.00', '$4.80', '$28.80', 'Download PDF'],
    ]);
    // Each document downloads as its PDF: the credit note's button asks for the credit note.
    await userEvent.click(table.getByRole('button', { name: `Download credit note ${CN1} (PDF)` }));
    await waitFor(() => expect(storyApi(context).callsOf('getDocumentFile')).toHaveLength(1));
    const [asked] = storyApi(context).callsOf('getDocumentFile');
    await expect((await storyApi(context).shop.repositories.documents.findById(asked.params.id))?.number).toBe(CN1);
    await expect(table.queryByText(INV4)).not.toBeInTheDocument();
    // The order's number leads to its page, where the admin panel shows.
    await expect(table.getAllByRole('link', { name: second.number })[0]).toHaveAttribute('href', `/dashboard/order/${second._id}`);
    await expect(storyApi(context).callsOf('listDocuments').map((call) => call.query)).toEqual([MARCH]);
  },
};

/** The kind tabs: only the credit notes and their totals, then only the invoices, then all again; the address keeps the kind. */
export const FilteredByKind: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await documentsTable(canvasElement);

    await userEvent.click(canvas.getByRole('tab', { name: 'Credit notes' }));
    await waitFor(async () => expect(await numbersOf(canvasElement)).toEqual([`${CN1}Corrects ${INV1}`]));
    await expect(canvas.queryByRole('region', { name: 'Invoices' })).not.toBeInTheDocument();
    await expect(totalsOf(canvasElement, 'Credit notes')).toEqual({ count: '1 credit note', Net: '$24.00', VAT: '$4.80', Gross: '$28.80' });
    await expect(searchOf(context)).toEqual({ ...MARCH, kind: 'credit-note' });

    await userEvent.click(canvas.getByRole('tab', { name: 'Invoices' }));
    await waitFor(async () => expect(await numbersOf(canvasElement)).toEqual([INV1, INV2, INV3]));
    await expect(canvas.queryByRole('region', { name: 'Credit notes' })).not.toBeInTheDocument();
    await expect(totalsOf(canvasElement, 'Invoices').count).toBe('3 invoices');
    await expect(searchOf(context)).toEqual({ ...MARCH, kind: 'invoice' });

    await userEvent.click(canvas.getByRole('tab', { name: 'All' }));
    await waitFor(async () => expect(await numbersOf(canvasElement)).toHaveLength(4));
    await expect(searchOf(context)).toEqual(MARCH);
    // Each kind asked of the shop in turn (All again may be read afresh).
    await expect(storyApi(context).callsOf('listDocuments').map((call) => call.query.kind).slice(0, 3)).toEqual([undefined, 'credit-note', 'invoice']);
  },
};

/** A link with a kind opens on that kind's tab. */
export const SharedLink: Story = {
  parameters: { initialPath: '/dashboard/invoices?from=2026-03-01&to=2026-04-30&kind=invoice' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await numbersOf(canvasElement)).toEqual([INV1, INV2, INV3, INV4]));
    await expect(canvas.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText('To')).toHaveValue('2026-04-30');
    await expect(totalsOf(canvasElement, 'Invoices')).toEqual({ count: '4 invoices', Net: '$1,508.00', VAT: '$162.60', Gross: '$1,670.60' });
  },
};

/** Another period typed and shown: April's one invoice, and the address holds the new days. */
export const ChoosesAPeriod: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await documentsTable(canvasElement);
    await typeDay(canvas.getByLabelText('From'), '2026-04-01');
    await typeDay(canvas.getByLabelText('To'), '2026-04-30');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await waitFor(async () => expect(await numbersOf(canvasElement)).toEqual([INV4]));
    await expect(rowsOf(await documentsTable(canvasElement))[0]).toEqual([INV4, 'Invoice', '2 Apr 2026', adminOrders[9].number, aprilInvoice.buyer.name, '$189.00', '$37.80', '$226.80', 'Download PDF']);
    await expect(totalsOf(canvasElement, 'Credit notes').count).toBe('0 credit notes');
    await expect(searchOf(context)).toEqual({ from: '2026-04-01', to: '2026-04-30' });
  },
};

/** A period without a document: the empty state says so, with the totals at zero and nothing to export. */
export const EmptyPeriod: Story = {
  parameters: { initialPath: '/dashboard/invoices?from=2026-05-01&to=2026-05-31' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No documents in this period')).toBeVisible();
    await expect(canvas.getByText('No invoice or credit note was issued from 1 May 2026 to 31 May 2026. Choose other days to see more.')).toBeVisible();
    await expect(totalsOf(canvasElement, 'Invoices')).toEqual({ count: '0 invoices', Net: '$0.00', VAT: '$0.00', Gross: '$0.00' });
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  },
};

/** One kind without a document: the empty state names that kind. */
export const NoCreditNotes: Story = {
  parameters: { initialPath: '/dashboard/invoices?from=2026-04-01&to=2026-04-30&kind=credit-note' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No credit note was issued from 1 Apr 2026 to 30 Apr 2026. Choose other days to see more.')).toBeVisible();
  },
};

/** A first day after the last: the shop refuses it, and the page says why instead of listing anything. */
export const RefusesDaysInTheWrongOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await documentsTable(canvasElement);
    await typeDay(canvas.getByLabelText('From'), '2026-04-10');
    await typeDay(canvas.getByLabelText('To'), '2026-04-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('These dates cannot be listed');
    await expect(alert).toHaveTextContent(/^These dates cannot be listedThe first day must not be after the last$/);
    await expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** "Export CSV" saves the shop's file of the period and kind shown: a row per document, then the totals per kind. */
export const ExportsCsv: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await documentsTable(canvasElement);
    const created = spyOn(URL, 'createObjectURL');
    const clicked: HTMLAnchorElement[] = [];
    // Caught before the browser downloads anything.
    spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));

    const fileName = 'hartwell-2026-03-01-to-2026-03-31.csv';
    await expect(await canvas.findByText(`Your browser is saving ${fileName}.`)).toHaveRole('status');
    await expect(storyApi(context).callsOf('exportDocuments').map((call) => call.query)).toEqual([MARCH]);
    await expect(clicked).toHaveLength(1);
    await expect(clicked[0].download).toBe(fileName);
    await expect(clicked[0].href).toBe(created.mock.results[0].value);
    const blob = created.mock.calls[0][0] as Blob;
    await expect(blob.type).toBe('text/csv;charset=utf-8');
    const lines = (await blob.text()).split(/\r?\n/).filter((line) => line !== '');
    await expect(lines[0]).toMatch(/Kind,Number,Issued \(UTC\),Order,Customer,Company,VAT number,Net,VAT,Gross,Reverse charge,Corrects$/);
    await expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([INV1, INV2, INV3, CN1, '', '']);
    await expect(lines.at(-2)).toBe('Total of 3 invoices,,,,,,,1319.00,124.80,1443.80,,');
    await expect(lines.at(-1)).toBe('Total of 1 credit note,,,,,,,24.00,4.80,28.80,,');

    // Of one kind: the file holds that kind, under its own name.
    await userEvent.click(canvas.getByRole('tab', { name: 'Credit notes' }));
    await waitFor(async () => expect(await numbersOf(canvasElement)).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await canvas.findByText('Your browser is saving hartwell-credit-notes-2026-03-01-to-2026-03-31.csv.')).toBeVisible();
    await expect(storyApi(context).callsOf('exportDocuments').at(-1)?.query).toEqual({ ...MARCH, kind: 'credit-note' });
  },
};

/** GET /api/allDocuments/export answers 500: the shop's words, and nothing is downloaded. */
export const ExportFails: Story = {
  parameters: { api: { exportDocuments: 500 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await documentsTable(canvasElement);
    const created = spyOn(URL, 'createObjectURL');
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(created).not.toHaveBeenCalled();
  },
};

/** GET /api/allDocuments answers 500: "Try again" lists the documents once the shop is back. */
export const Failed: Story = {
  parameters: { api: { listDocuments: 500 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The documents could not be loaded');
    storyApi(context).heal('listDocuments');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await numbersOf(context.canvasElement)).toHaveLength(4);
  },
};

/** Without days in the address: the current month up to today (UTC), and an invoice issued today listed. */
export const ThisMonthByDefault: Story = {
  parameters: { initialPath: '/dashboard/invoices' },
  beforeEach: async (context) => {
    await storyApi(context).shop.repositories.documents.issue({ ...companyInvoice, issuedAt: new Date().toISOString() });
  },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const today = new Date().toISOString().slice(0, 10);
    const firstDay = `${today.slice(0, 8)}01`;
    const table = await documentsTable(canvasElement);
    await expect(canvas.getByLabelText('From')).toHaveValue(firstDay);
    await expect(canvas.getByLabelText('To')).toHaveValue(today);
    await expect(storyApi(context).callsOf('listDocuments').map((call) => call.query)).toEqual([{ from: firstDay, to: today }]);
    const rows = rowsOf(table);
    await expect(rows).toHaveLength(1);
    await expect(rows[0][4]).toContain(longCompanyName);
  },
};

/** On a phone (390 px): a card per document, the long company name wrapped, the totals stacked; nothing scrolls sideways. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = within(await canvas.findByRole('list', { name: 'The invoices and credit notes issued from 1 Mar 2026 to 31 Mar 2026, oldest first' }));
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const items = cards.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(within(items[1]).getByText(longCompanyName)).toBeVisible();
    await expect(within(items[2]).getByText('Reverse charge')).toBeVisible();
    await expectInView(canvas.getByRole('button', { name: 'Export CSV' }));
    await expectInView(canvas.getByRole('button', { name: 'Show' }));
    await expectInView(canvas.getByRole('tab', { name: 'Credit notes' }));
    await expectNoSidewaysScroll(canvasElement);
  },
};
