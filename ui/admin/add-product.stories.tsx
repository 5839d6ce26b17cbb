import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleProducts } from '../../.storybook/sample-data/catalogue';
import { sampleCategory } from '../../.storybook/sample-data/categories';
import { sampleAdmin } from '../../.storybook/sample-data/people';
import { samplePngBytes } from '../../.storybook/sample-data/pictures';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { AddProduct } from './add-product';
import { toastList } from '../../.storybook/toast-list';

/** /dashboard/addProduct: POST /api/products and POST /api/images, answered by the story's shop (signed in as its admin). */
const meta = {
  title: 'Admin/AddProduct',
  component: AddProduct,
  tags: ['autodocs'],
  parameters: { layout: 'padded', shop: { signedInAs: sampleAdmin }, initialPath: '/dashboard/addProduct' },
} satisfies Meta<typeof AddProduct>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toasts are listed in Radix's viewport, a region named "Notifications". */

type Canvas = ReturnType<typeof within>;

/** How many products the story's shop holds. */
const productCount = (context: Parameters<typeof storyApi>[0]) => storyApi(context).shop.repositories.products.count();

/** Types a whole valid product and uploads its picture. */
async function fillProduct(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText('Product Name'), 'Mitre Saw 254 mm');
  await userEvent.type(canvas.getByLabelText('Description'), 'Sliding mitre saw with a laser guide.');
  await userEvent.type(canvas.getByLabelText('Price'), '329');
  await userEvent.type(canvas.getByLabelText('Maximum Quantity'), '10');
  await userEvent.type(canvas.getByLabelText('Minimum Quantity'), '1');
  await userEvent.type(canvas.getByLabelText('Units in stock'), '1000');
  await userEvent.upload(canvas.getByLabelText('Image'), new File([samplePngBytes], 'saw.png', { type: 'image/png' }));
  await canvas.findByRole('img', { name: 'Preview of saw.png' });
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Product' })).toBeEnabled());
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Add Product' })).toBeVisible();
    await expect(canvas.getByLabelText('Product Name')).toHaveValue('');
    await expect(canvas.getByText('No picture chosen yet')).toBeVisible();
  },
};

/** Submitting nothing: one message per field, nothing sent. */
export const RequiredMessages: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    for (const message of ['Product Name is Required', 'Description Name is Required', 'Price is Required', 'Maximum is Required', 'Minimum is Required', 'image is Required']) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(await productCount(context)).toBe(sampleProducts.length);
  },
};

/** Added: the toast says so, the product is stored with its picture's URL and its category, and the form starts afresh. */
export const AddsProduct: Story = {
  play: async (context) => {
    const { shop } = storyApi(context);
    const canvas = within(context.canvasElement);
    await fillProduct(canvas);
    await waitFor(() => expect(canvas.getByLabelText('Category')).toBeEnabled());
    await userEvent.selectOptions(canvas.getByLabelText('Category'), 'Power tools › Saws');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));

    const toast = await (await toastList()).findByText('Product Added Successfully');
    await waitFor(() => expect(toast).toBeVisible());
    const { items } = await shop.repositories.products.list({ limit: 100, cursor: null });
    await expect(items.at(-1)).toMatchObject({ name: 'Mitre Saw 254 mm', price: 329, max: 10, min: 1, image: shop.images.saved[0], stock: 1000, categoryId: sampleCategory('Power tools', 'Saws')._id });
    await waitFor(() => expect(canvas.getByLabelText('Product Name')).toHaveValue(''));
    await expect(canvas.getByLabelText('Category')).toHaveDisplayValue('No category');
    await expect(canvas.getByLabelText('Price')).toHaveValue(null);
    await expect(canvas.getByText('No picture chosen yet')).toBeVisible();
    await expect(canvas.queryByText('image is Required')).not.toBeInTheDocument();
  },
};

/** POST /api/products answers 500: the toast says it failed and the form keeps what was typed. */
export const AddFails: Story = {
  parameters: { api: { addProduct: 500 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await fillProduct(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));

    const toast = await (await toastList()).findByText('Failed To Add Product');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(canvas.getByLabelText('Product Name')).toHaveValue('Mitre Saw 254 mm');
    await expect(canvas.getByLabelText('Price')).toHaveValue(329);
    await expect(canvas.getByRole('img', { name: 'Preview of saw.png' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Product' })).toBeEnabled();
    await expect(await productCount(context)).toBe(sampleProducts.length);
  },
};

/** The server refuses what the form let through (400, a control character pasted into the description): the toast, and the server's reason above the button. */
export const ServerRefuses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillProduct(canvas);
    await userEvent.click(canvas.getByLabelText('Description'));
    await userEvent.paste(' Rings a bell\u0007');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));

    const toast = await (await toastList()).findByText('Failed To Add Product');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('body description: Remove the control character U+0007 from this text');
    await expect(canvas.getByLabelText('Product Name')).toHaveValue('Mitre Saw 254 mm');
  },
};
