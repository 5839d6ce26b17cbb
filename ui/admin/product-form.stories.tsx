import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleProduct, sampleProducts } from '../../.storybook/sample-data/catalogue';
import { sampleCategories, sampleCategory } from '../../.storybook/sample-data/categories';
import { sampleAdmin } from '../../.storybook/sample-data/people';
import { samplePngBytes } from '../../.storybook/sample-data/pictures';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { partNumberMessages } from '../../core/domain/product';
import { ProductForm } from './product-form';

/** The one product form, for adding and editing; the picture uploads to POST /api/images (the story's shop, signed in as its admin). */
const meta = {
  title: 'Admin/ProductForm',
  component: ProductForm,
  tags: ['autodocs'],
  decorators: [(Story) => <div className="max-w-3xl p-6"><Story /></div>],
  parameters: { shop: { signedInAs: sampleAdmin } },
  args: { submitLabel: 'Add Product', onSubmit: fn(async () => {}) },
} satisfies Meta<typeof ProductForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const picture = () => new File([samplePngBytes], 'saw.png', { type: 'image/png' });

type Canvas = ReturnType<typeof within>;

async function fill(canvas: Canvas, values: { name?: string; description?: string; price?: string; max?: string; min?: string; stock?: string }) {
  if (values.name) await userEvent.type(canvas.getByLabelText('Product Name'), values.name);
  if (values.description) await userEvent.type(canvas.getByLabelText('Description'), values.description);
  if (values.price) await userEvent.type(canvas.getByLabelText('Price'), values.price);
  if (values.max) await userEvent.type(canvas.getByLabelText('Maximum Quantity'), values.max);
  if (values.min) await userEvent.type(canvas.getByLabelText('Minimum Quantity'), values.min);
  if (values.stock) await userEvent.type(canvas.getByLabelText('Units in stock'), values.stock);
}

const requiredMessages = ['Product Name is Required', 'Description Name is Required', 'Price is Required', 'Maximum is Required', 'Minimum is Required', 'image is Required', 'Units in stock is required'];

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Product Name', 'Category', 'Description', 'Price', 'Maximum Quantity', 'Minimum Quantity', 'Units in stock', 'Image']) {
      await expect(canvas.getByLabelText(label)).toBeInTheDocument();
    }
    await expect(canvas.getByRole('button', { name: 'Add Product' })).toBeEnabled();
  },
};

/** Submitting nothing: each field shows its own message, once. */
export const RequiredMessages: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    for (const message of requiredMessages) {
      await expect(await canvas.findByText(message)).toBeVisible();
      await expect(canvas.getAllByText(message)).toHaveLength(1);
    }
    await expect(canvas.getByLabelText('Product Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Product Name')).toHaveAccessibleDescription('Product Name is Required');
    await expect(canvas.getByLabelText('Image')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // A field's message goes once it is filled in.
    await userEvent.type(canvas.getByLabelText('Product Name'), 'Mitre Saw');
    await waitFor(() => expect(canvas.queryByText('Product Name is Required')).not.toBeInTheDocument());
  },
};

/** A minimum above the maximum is refused under Minimum Quantity; quantities and prices are whole numbers. */
export const MinimumAboveMaximum: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { name: 'Mitre Saw 254 mm', description: 'Sliding mitre saw.', price: '329', max: '5', min: '10', stock: '40' });
    await userEvent.upload(canvas.getByLabelText('Image'), picture());
    await canvas.findByRole('img', { name: 'Preview of saw.png' });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Product' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await expect(await canvas.findByText('Minimum must not be above the maximum')).toBeVisible();
    await expect(canvas.getByLabelText('Minimum Quantity')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(canvas.getByLabelText('Price'));
    await userEvent.type(canvas.getByLabelText('Price'), '329.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await expect(await canvas.findByText('Use a whole number')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The chosen picture shows at once; once stored, the form sends its URL with the whole numbers. */
export const UploadPreview: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const canvas = within(canvasElement);
    await fill(canvas, { name: 'Mitre Saw 254 mm', description: 'Sliding mitre saw with a laser guide.', price: '329', max: '10', min: '1', stock: '40' });
    await userEvent.upload(canvas.getByLabelText('Image'), picture());
    await expect(await canvas.findByRole('img', { name: 'Preview of saw.png' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Product' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Mitre Saw 254 mm',
        description: 'Sliding mitre saw with a laser guide.',
        price: 329,
        max: 10,
        min: 1,
        stock: 40,
        image: storyApi(context).shop.images.saved[0],
        categoryId: null,
        packSize: 1,
        priceBreaks: [],
      }),
    );
  },
};

/** While the picture uploads, the form cannot be submitted. */
export const WaitsForUpload: Story = {
  parameters: { api: { uploadImage: 'loading' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Image'), picture());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Product' })).toBeDisabled());
    await expect(canvas.getByText('Uploading the picture…')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing: the fields hold the product; saved unchanged, its current picture is kept. */
export const Prefilled: Story = {
  args: { initial: sampleProduct, submitLabel: 'Save' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Product Name')).toHaveValue(sampleProduct.name);
    await expect(canvas.getByLabelText('Part number')).toHaveValue(sampleProduct.partNumber);
    await expect(canvas.getByLabelText('Description')).toHaveValue(sampleProduct.description);
    await expect(canvas.getByLabelText('Price')).toHaveValue(sampleProduct.price);
    await expect(canvas.getByLabelText('Maximum Quantity')).toHaveValue(sampleProduct.max);
    await expect(canvas.getByLabelText('Minimum Quantity')).toHaveValue(sampleProduct.min);
    await expect(canvas.getByLabelText('Units in stock')).toHaveValue(sampleProduct.stock);
    await waitFor(() => expect(canvas.getByLabelText('Category')).toHaveDisplayValue('Power tools › Drills'));
    await expect(canvas.getByRole('img', { name: `Current image of ${sampleProduct.name}` })).toHaveAttribute('src', sampleProduct.image);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const { name, partNumber, categoryId, description, price, max, min, image, stock } = sampleProduct;
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ name, partNumber, categoryId, description, price, max, min, image, stock, packSize: 1, priceBreaks: [] }));
  },
};

const tapeMeasure = sampleProducts.find((product) => product.partNumber === 'HT-TPM-8M')!;

/** A product's pack size and volume prices, shown as they are and sent as numbers; a blank end runs the last break to the maximum. */
export const VolumePricesPrefilled: Story = {
  args: { initial: tapeMeasure, submitLabel: 'Save' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Pack size')).toHaveValue(10);
    const breaks = within(canvas.getByRole('group', { name: 'Volume prices' }));
    await expect(breaks.getAllByLabelText('From').map((input) => (input as HTMLInputElement).value)).toEqual(['50', '100']);
    await expect(breaks.getAllByLabelText('To').map((input) => (input as HTMLInputElement).value)).toEqual(['99', '']);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ packSize: 10, priceBreaks: tapeMeasure.priceBreaks })));
  },
};

/** Breaks that overlap are refused under the breaks, in the shop's words, and nothing is sent until they fit; a bound between packs is refused on its field. */
export const VolumePricesRefused: Story = {
  args: { initial: { ...sampleProduct, min: 1, max: 20, priceBreaks: [] }, submitLabel: 'Save' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const breaks = within(canvas.getByRole('group', { name: 'Volume prices' }));
    await userEvent.click(breaks.getByRole('button', { name: 'Add a price break' }));
    await userEvent.click(breaks.getByRole('button', { name: 'Add a price break' }));
    const [from, to, price] = [breaks.getAllByLabelText('From'), breaks.getAllByLabelText('To'), breaks.getAllByLabelText('Price each')];
    await userEvent.type(from[0], '5');
    await userEvent.type(to[0], '10');
    await userEvent.type(price[0], '180');
    await userEvent.type(from[1], '8');
    await userEvent.type(price[1], '170');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await breaks.findByRole('alert')).toHaveTextContent('The breaks 5–10 and 8 and more overlap: start each break right after the one before it ends');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(from[1]);
    await userEvent.type(from[1], '11');
    await userEvent.clear(canvas.getByLabelText('Pack size'));
    await userEvent.type(canvas.getByLabelText('Pack size'), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The minimum must be a multiple of the pack size, 3')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(canvas.getByLabelText('Pack size'));
    await userEvent.type(canvas.getByLabelText('Pack size'), '1');
    await userEvent.click(breaks.getByRole('button', { name: 'Remove break 2' }));
    await userEvent.clear(to[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ packSize: 1, priceBreaks: [{ from: 5, to: null, price: 180 }] })));
  },
};

/** The categories of the catalogue (GET /api/categories), each named by its path in the tree's order, after "No category", which a new product starts with. */
export const CategoryChoices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const category = canvas.getByLabelText('Category');
    await waitFor(() => expect(category).toBeEnabled());
    const offered = within(category).getAllByRole('option').map((option) => option.textContent);
    await expect(offered).toHaveLength(sampleCategories.length + 1);
    await expect(offered.slice(0, 4)).toEqual(['No category', 'Fixings', 'Fixings › Bolts', 'Hand tools']);
    await expect(offered).toContain('Power tools › Drills');
    await expect(offered).toContain('Hand tools › Saws');
    await expect(offered).toContain('Power tools › Saws');
    await expect(category).toHaveDisplayValue('No category');
  },
};

/** Another category chosen: the form sends its id; "No category" sends null. */
export const SendsCategory: Story = {
  args: { initial: sampleProduct, submitLabel: 'Save' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const category = canvas.getByLabelText('Category');
    await waitFor(() => expect(category).toBeEnabled());
    await userEvent.selectOptions(category, 'Hand tools › Saws');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ categoryId: sampleCategory('Hand tools', 'Saws')._id })));

    await userEvent.selectOptions(category, 'No category');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ categoryId: null })));
  },
};

/** GET /api/categories fails: the choice is closed, says why, and the product is saved in the category it had. */
export const CategoriesNotLoaded: Story = {
  args: { initial: sampleProduct, submitLabel: 'Save' },
  parameters: { api: { listCategories: 500 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const category = canvas.getByLabelText('Category');
    await waitFor(() => expect(category).toHaveAccessibleDescription('The categories could not be loaded, so the category stays as it is.'));
    await expect(category).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ categoryId: sampleProduct.categoryId })));
  },
};

/** A part number with a space: the form says what a part number may hold, and nothing is sent. */
export const PartNumberWithASpace: Story = {
  args: { initial: sampleProduct, submitLabel: 'Save' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Part number'));
    await userEvent.type(canvas.getByLabelText('Part number'), 'HT DRL 18V');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(partNumberMessages.format)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the product (400 `invalid_data`): its message shows above the button, and what was typed stays. */
export const ServerMessage: Story = {
  args: {
    initial: sampleProduct,
    submitLabel: 'Save',
    onSubmit: fn(async () => {
      throw Object.assign(new Error('Minimum must not be above the maximum'), { type: 'invalid_data' });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Product Name'));
    await userEvent.type(canvas.getByLabelText('Product Name'), 'Hammer Drill, renamed');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Minimum must not be above the maximum');
    // Above the submit button.
    await expect(alert.compareDocumentPosition(canvas.getByRole('button', { name: 'Save' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvas.getByLabelText('Product Name')).toHaveValue('Hammer Drill, renamed');
  },
};
