import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { expectInView, expectNoSidewaysScroll, inDashboardColumn, unbrokenProductName } from '../../.storybook/layout-checks';
import { sampleProduct, sampleProducts } from '../../.storybook/sample-data/catalogue';
import { sampleCategory } from '../../.storybook/sample-data/categories';
import { sampleAdmin } from '../../.storybook/sample-data/people';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { toastList } from '../../.storybook/toast-list';
import { MAX_IMPORT_BYTES } from '../../core/contract/catalogue-transfer';
import { catalogueColumns, catalogueFileMessages } from '../../core/domain/catalogue-file';
import type { Product } from '../../core/domain/product';
import type { ImportReport } from '../../core/shop/catalogue-transfer';
import { CatalogueFile } from './catalogue-file';

/**
 * /dashboard/catalogueFile: GET /api/catalogue/export saved as a download, and a CSV file sent to
 * POST /api/catalogue/import, first as a dry run and then applied (the story's shop, signed in as its admin).
 */
const meta = {
  title: 'Admin/CatalogueFile',
  component: CatalogueFile,
  tags: ['autodocs'],
  parameters: { layout: 'padded', shop: { signedInAs: sampleAdmin }, initialPath: '/dashboard/catalogueFile' },
  // As wide as the dashboard's column on a laptop: the report's tables show there.
  decorators: [inDashboardColumn],
} satisfies Meta<typeof CatalogueFile>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<typeof storyApi>[0];
type Canvas = ReturnType<typeof within>;

// Files as a spreadsheet saves them: cells quoted where they hold a comma, a quote or a line end.
// The columns every file needs, with Category: products keep their pack sizes and breaks.
const header = catalogueColumns.map((column) => column.header).filter((column) => column !== 'Pack size' && column !== 'Price breaks');
const cell = (value: string | number) => (/[",\r\n]/.test(String(value)) ? `"${String(value).replaceAll('"', '""')}"` : String(value));
const csvOf = (rows: readonly (readonly (string | number)[])[]) => rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
const csvFile = (rows: readonly (readonly (string | number)[])[], name = 'catalogue.csv') => new File([csvOf([header, ...rows])], name, { type: 'text/csv' });

type Row = Omit<Product, '_id' | 'categoryId' | 'packSize' | 'priceBreaks'> & { category: string };
/** A product as a row of the file, in the columns' order. */
const rowOf = ({ partNumber, name, category, price, min, max, stock, description, image }: Row) => [partNumber, name, category, price, min, max, stock, description, image];

const drillsPath = 'Power tools > Drills';
const drill: Row = { ...sampleProduct, category: drillsPath };
const gloves: Row = {
  partNumber: 'HT-GLV-L',
  name: 'Nitrile Work Gloves, size L',
  category: 'Workwear > Gloves',
  price: 12,
  min: 1,
  max: 50,
  stock: 300,
  description: 'Seamless knitted gloves with a nitrile-coated palm, for a firm grip on oily parts.',
  image: '/catalogue/work-gloves.svg',
};

/** The drill at $199 instead of $189, and a pair of gloves under a category the shop lacks. */
const goodFile = () => csvFile([rowOf({ ...drill, price: 199 }), rowOf(gloves)]);

/** Chooses the file and sends it as a dry run. */
async function check(canvas: Canvas, file: File) {
  await userEvent.upload(canvas.getByLabelText('CSV file'), file);
  await userEvent.click(canvas.getByRole('button', { name: 'Check the file' }));
}

/** The figure a report gives for one of its counts ("To add"). */
const figure = (canvas: Canvas, label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function expectFigures(canvas: Canvas, figures: Record<string, number>) {
  for (const [label, count] of Object.entries(figures)) await expect(figure(canvas, label)).toBe(String(count));
}

/** A table's rows below its header, each as the text of its cells. */
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((td) => td.textContent));

const stored = (context: Context) => storyApi(context).shop.repositories;
const storedByPartNumber = async (context: Context, partNumber: string) => (await stored(context).products.list({ limit: 100 })).items.find((product) => product.partNumber === partNumber);

/** Both sections, each with its heading, and the file field ready for a file. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Import and Export' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Export' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Import' })).toBeVisible();
    await expect(canvas.getByText(/under the columns Part number, Name, Category, Price, Minimum, Maximum, Pack size, Price breaks, Stock, Description and Picture\./)).toBeVisible();
    const input = canvas.getByLabelText('CSV file');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', '.csv,text/csv');
    await expect(input).toHaveAccessibleDescription('Saved as CSV UTF-8, up to 40 MB and 100,000 products.');
    await expect(canvas.getByRole('form', { name: 'Import' })).toBeVisible();
  },
};

/**
 * Export: the shop's CSV is saved through a link clicked once, named as the shop names the file;
 * the file starts with a byte order mark, then the header and a row a product, its category as a
 * path. Checked as an import, it changes nothing.
 */
export const Exports: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const created = spyOn(URL, 'createObjectURL');
    const clicked: HTMLAnchorElement[] = [];
    // Caught before the browser downloads anything.
    spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Export the catalogue' }));

    const saved = await canvas.findByText(/^Your browser is saving the catalogue as /);
    await expect(saved).toHaveRole('status');
    await expect(saved).toHaveTextContent(/^Your browser is saving the catalogue as hartwell-catalogue-\d{4}-\d{2}-\d{2}\.csv\.$/);
    await expect(clicked).toHaveLength(1);
    const [link] = clicked;
    await expect(link.download).toMatch(/^hartwell-catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(link.href).toBe(created.mock.results[0].value);
    await expect(link.isConnected).toBe(false);

    const blob = created.mock.calls[0][0] as Blob;
    await expect(blob.type).toBe('text/csv;charset=utf-8');
    await expect([...new Uint8Array(await blob.arrayBuffer()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await blob.text()).split('\r\n');
    await expect(lines[0]).toBe('Part number,Name,Category,Price,Minimum,Maximum,Pack size,Price breaks,Stock,Description,Picture');
    await expect(lines.filter((line) => line !== '')).toHaveLength(sampleProducts.length + 1);
    await expect(lines).toContain(`HT-DRL-18V,Cordless Hammer Drill 18V,Power tools > Drills,189,1,20,1,,140,"${sampleProduct.description}",/catalogue/hammer-drill.svg`);
    await expect(lines.find((line) => line.startsWith('HT-TPM-8M'))).toContain(',10,300,10,50-99: 15; 100+: 14,');

    // Imported back as it was saved, the file changes nothing.
    await check(canvas, new File([blob], link.download, { type: 'text/csv' }));
    await expect(await canvas.findByText('Nothing to change')).toBeVisible();
    await expectFigures(canvas, { Rows: sampleProducts.length, Unchanged: sampleProducts.length, 'To add': 0, 'To update': 0 });
  },
};

/** GET /api/catalogue/export answers 500: the shop's words, and nothing is downloaded. */
export const ExportFails: Story = {
  parameters: { api: { exportCatalogue: 500 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const created = spyOn(URL, 'createObjectURL');
    await userEvent.click(canvas.getByRole('button', { name: 'Export the catalogue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(created).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Export the catalogue' })).toBeEnabled();
  },
};

/**
 * A good file: the dry run counts it and lists each change, writing nothing; "Import 2 changes"
 * applies it, says it was done, and the shop holds the new price, the new product and its new categories.
 */
export const ChecksAndImports: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await check(canvas, goodFile());

    await expect(await canvas.findByText('The file is ready to import')).toBeVisible();
    await expect(canvas.getByText(/^It has 1 product to add, 1 product to update and 2 categories to add\./)).toBeVisible();
    await expectFigures(canvas, { Rows: 2, 'To add': 1, 'To update': 1, Unchanged: 0, 'Categories to add': 2 });
    const categories = within(canvas.getByRole('heading', { name: 'Categories to add' }).parentElement!);
    await expect(categories.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Workwear', 'Workwear > Gloves']);
    const changes = canvas.getByRole('table', { name: 'Products to add or update' });
    for (const column of ['Row', 'Part number', 'Name', 'What changes']) await expect(within(changes).getByRole('columnheader', { name: column })).toBeVisible();
    await expect(rowsOf(changes)).toEqual([
      ['2', 'HT-DRL-18V', 'Cordless Hammer Drill 18V', 'Price'],
      ['3', 'HT-GLV-L', 'Nitrile Work Gloves, size L', 'New product'],
    ]);
    await expect(canvas.queryByRole('heading', { name: 'Problems' })).not.toBeInTheDocument();
    // Checked, not written.
    await expect(storyApi(context).callsOf('importCatalogue').map((call) => call.query)).toEqual([{ mode: 'dry-run' }]);
    await expect((await stored(context).products.findById(sampleProduct._id))?.price).toBe(189);
    await expect(await storedByPartNumber(context, gloves.partNumber)).toBeUndefined();

    await userEvent.click(canvas.getByRole('button', { name: 'Import 2 changes' }));
    const toast = await (await toastList()).findByText('Imported 2 changes');
    await waitFor(() => expect(toast).toBeVisible());
    const done = await canvas.findByText('The file was imported');
    await expect(done.closest('[role="status"]')).toHaveTextContent('The catalogue now holds these changes: 1 product added, 1 product updated and 2 categories added.');
    // The button pressed is gone; the outcome has the focus.
    await waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus());
    await expectFigures(canvas, { Rows: 2, Added: 1, Updated: 1, Unchanged: 0, 'Categories added': 2 });
    await expect(rowsOf(canvas.getByRole('table', { name: 'Products added or updated' }))).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Import another file' })).toBeVisible();

    await expect(storyApi(context).callsOf('importCatalogue').map((call) => call.query)).toEqual([{ mode: 'dry-run' }, { mode: 'apply' }]);
    await expect(await stored(context).products.findById(sampleProduct._id)).toMatchObject({ price: 199, name: sampleProduct.name, categoryId: sampleCategory('Power tools', 'Drills')._id });
    const added = await storedByPartNumber(context, gloves.partNumber);
    await expect(added).toMatchObject({ name: gloves.name, price: 12, stock: 300, description: gloves.description });
    const allCategories = await stored(context).categories.all();
    const workwear = allCategories.find((category) => category.name === 'Workwear');
    await expect(workwear?.parentId).toBeNull();
    await expect(allCategories.find((category) => category._id === added?.categoryId)).toMatchObject({ name: 'Gloves', parentId: workwear?._id });
  },
};

/**
 * A bad price on row 3 and the drill's part number again on row 4: each problem named by its row
 * and column, the file cannot be imported, and "Choose another file" clears the report.
 */
export const RowProblems: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const [, saw] = sampleProducts;
    await check(canvas, csvFile([rowOf(drill), rowOf({ ...saw, category: 'Power tools > Saws', price: 0 }), rowOf({ ...drill, name: 'Drill again' })]));

    const refusal = await canvas.findByRole('alert');
    await expect(refusal).toHaveTextContent('The file cannot be imported until its problems are fixed');
    await expect(refusal).toHaveTextContent('Fix the 2 problems listed below in the spreadsheet, save it as CSV UTF-8 and check it again, or choose another file.');
    await expectFigures(canvas, { Rows: 3, Unchanged: 1, Problems: 2 });
    const problems = canvas.getByRole('table', { name: 'Problems in the file' });
    for (const column of ['Row', 'Column', 'Problem']) await expect(within(problems).getByRole('columnheader', { name: column })).toBeVisible();
    await expect(rowsOf(problems)).toEqual([
      ['3', 'Price', 'Price must be at least $1'],
      ['4', 'Part number', catalogueFileMessages.repeatedPartNumber('HT-DRL-18V', 2)],
    ]);
    await expect(canvas.queryByText(/more problems? not listed/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Choose another file' }));
    await expect(canvas.queryByRole('table', { name: 'Problems in the file' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    const input = canvas.getByLabelText<HTMLInputElement>('CSV file');
    await expect(input).toHaveFocus();
    await expect(input.files).toHaveLength(0);
    await expect(storyApi(context).callsOf('importCatalogue')).toHaveLength(1);
  },
};

/** A header with a column the catalogue lacks: row 1 and that column are named, with the columns there are. */
export const UnknownColumn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const file = new File([csvOf([[...header, 'Colour'], [...rowOf(drill), 'Yellow']])], 'with-colour.csv', { type: 'text/csv' });
    await check(canvas, file);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The file cannot be imported until its problems are fixed');
    await expect(rowsOf(canvas.getByRole('table', { name: 'Problems in the file' }))).toEqual([['1', 'Colour', catalogueFileMessages.unknownColumn('Colour')]]);
    await expect(canvas.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('table', { name: 'Products to add or update' })).not.toBeInTheDocument();
  },
};

/** A file saved as Latin-1 (é as the single byte 0xE9): the shop says it is not UTF-8, on the row where it stops being so. */
export const NotUtf8: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ascii = (text: string) => [...new TextEncoder().encode(text)];
    const latin1 = new Uint8Array([...ascii(`${header.join(',')}\r\nHT-DRL-18V,Perceuse `), 0xe9, ...ascii(`lectrique,${drillsPath},189,1,20,140,A drill,/catalogue/hammer-drill.svg\r\n`)]);
    await check(canvas, new File([latin1], 'latin-1.csv', { type: 'text/csv' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The file cannot be imported until its problems are fixed');
    const problems = canvas.getByRole('table', { name: 'Problems in the file' });
    await expect(rowsOf(problems)).toEqual([['2', '—None', catalogueFileMessages.notUtf8]]);
    await expect(within(problems).getByRole('cell', { name: 'None' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  },
};

/** The catalogue already holds the file as it is: said so, and nothing is offered to import. */
export const NothingToChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await check(canvas, csvFile([rowOf(drill)]));
    const status = (await canvas.findByText('Nothing to change')).closest('[role="status"]');
    await expect(status).toHaveTextContent('The catalogue already holds every product of this file as the file has it.');
    await expectFigures(canvas, { Rows: 1, 'To add': 0, 'To update': 0, Unchanged: 1 });
    await expect(canvas.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('table', { name: 'Products to add or update' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Choose another file' })).toBeVisible();
  },
};

/** A file over the limit is refused in the page, in words, and never sent. */
export const TooLarge: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const file = csvFile([rowOf(drill)], 'huge.csv');
    Object.defineProperty(file, 'size', { value: MAX_IMPORT_BYTES + 5 * 1024 * 1024 });
    await check(canvas, file);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This file is 45.0 MB, and a file to import may be at most 40 MB: split it into several files.');
    await expect(canvas.getByLabelText('CSV file')).toHaveAttribute('aria-invalid', 'true');
    await expect(storyApi(context).callsOf('importCatalogue')).toHaveLength(0);
  },
};

/** "Check the file" before choosing one: asked for a file, and nothing is sent. */
export const NoFileChosen: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check the file' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Choose a CSV file to check.');
    await expect(canvas.getByLabelText('CSV file')).toHaveFocus();
    await expect(storyApi(context).callsOf('importCatalogue')).toHaveLength(0);
  },
};

/** The dry run answers 500: the shop's words and no report; once the shop is back, checking again shows it. */
export const CheckFails: Story = {
  parameters: { api: { importCatalogue: 500 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await check(canvas, goodFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(canvas.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
    storyApi(context).heal('importCatalogue');
    await userEvent.click(canvas.getByRole('button', { name: 'Check the file' }));
    await expect(await canvas.findByText('The file is ready to import')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The apply answers 500: the check's report stays with its button, and pressing it again imports the file. */
export const ImportFails: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await check(canvas, goodFile());
    await canvas.findByText('The file is ready to import');
    storyApi(context).fail('importCatalogue', { failure: 500, times: 1 });
    await userEvent.click(canvas.getByRole('button', { name: 'Import 2 changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect((await stored(context).products.findById(sampleProduct._id))?.price).toBe(189);
    await userEvent.click(canvas.getByRole('button', { name: 'Import 2 changes' }));
    await expect(await canvas.findByText('The file was imported')).toBeVisible();
    await expect((await stored(context).products.findById(sampleProduct._id))?.price).toBe(199);
  },
};

/**
 * The apply finds a problem the check did not (the catalogue changed in between): the shop writes
 * nothing and answers its report, which replaces the check's, without the button to import.
 * (The shop's answer is stubbed: the story's shop has no such race to stage.)
 */
export const ImportRefused: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await check(canvas, goodFile());
    await canvas.findByText('The file is ready to import');
    const handlers = storyApi(context).shop.api.handlers;
    const real = handlers.importCatalogue!;
    handlers.importCatalogue = async (input) => {
      const report: ImportReport = await real({ ...input, query: { mode: 'dry-run' } });
      const problem = { row: 3, column: 'Category', message: 'There is already a category named "Gloves" there' };
      return { ...report, applied: false, created: 0, categoriesAdded: [], categoryCount: 0, changes: report.changes.slice(0, 1), problems: [problem], problemCount: 1 };
    };
    await userEvent.click(canvas.getByRole('button', { name: 'Import 2 changes' }));

    const refusal = await canvas.findByRole('alert');
    await expect(refusal).toHaveTextContent('The file was not imported');
    await expect(refusal).toHaveTextContent('The catalogue changed after the file was checked, and the file now has 1 problem. Nothing was written');
    await expect(rowsOf(canvas.getByRole('table', { name: 'Problems in the file' }))).toEqual([['3', 'Category', 'There is already a category named "Gloves" there']]);
    await expect(canvas.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Choose another file' })).toBeVisible();
    await expect(screen.queryByText(/^Imported \d/)).not.toBeInTheDocument();
    await expect((await stored(context).products.findById(sampleProduct._id))?.price).toBe(189);
  },
};

/** More problems than a report lists (230): the first 200 are shown, and it says how many more there are. */
export const ManyProblems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = Array.from({ length: 230 }, (_, i) => rowOf({ ...gloves, partNumber: `HT-BAD-${i}`, price: 0 }));
    await check(canvas, csvFile(rows));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Fix the 230 problems (the first 200 are listed below) in the spreadsheet');
    await expect(rowsOf(canvas.getByRole('table', { name: 'Problems in the file' }))).toHaveLength(200);
    await expect(canvas.getByText('…and 30 more problems not listed here: fix these and check the file again to see them.')).toBeVisible();
  },
};

/**
 * On a phone, a long report (problems past the listed 200, new products with names as long as the
 * form allows, without a space): cards instead of tables, and nothing scrolls sideways.
 */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bad = Array.from({ length: 210 }, (_, i) => rowOf({ ...gloves, partNumber: `HT-BAD-${i}`, price: 0 }));
    const long = Array.from({ length: 12 }, (_, i) => rowOf({ ...gloves, partNumber: `HT-${'LONGPART'.repeat(4)}-${i}`, name: unbrokenProductName, category: `Workwear > ${'Gauntlets'.repeat(6)}` }));
    await check(canvas, csvFile([...bad, ...long], `${'hartwell-catalogue-'.repeat(6)}.csv`));
    await canvas.findByRole('alert');
    await expect(canvas.getByRole('list', { name: 'Problems in the file' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Problems in the file' })).not.toBeInTheDocument();
    const changes = canvas.getByRole('list', { name: 'Products to add or update' });
    await expect(changes).toBeVisible();
    await expect(canvas.getByText('…and 10 more problems not listed here: fix these and check the file again to see them.')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
    await expectInView(canvas.getByRole('button', { name: 'Choose another file' }));
    await expectInView(within(changes).getAllByText(unbrokenProductName)[0]);
    await expectInView(canvas.getByRole('button', { name: 'Export the catalogue' }));
  },
};
