import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { addedProductId, adminProductHandlers, adminProducts, adminProductVariants, samplePngBytes, uploadedImageUrl } from '../../.storybook/msw-admin-products';
import { sampleProducts } from '../../.storybook/msw-handlers';
import { AddProduct } from './add-product';

/** /dashboard/addProduct: POST /api/products and POST /api/images, answered by msw. */
const meta = {
  title: 'Admin/AddProduct',
  component: AddProduct,
  tags: ['autodocs'],
  parameters: { layout: 'padded', msw: { handlers: adminProductHandlers }, initialPath: '/dashboard/addProduct' },
  beforeEach: () => adminProducts.reset(),
} satisfies Meta<typeof AddProduct>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toasts are listed in Radix's viewport, a region named "Notifications". */
const toastList = async () => within(await screen.findByRole('region', { name: /notifications/i }));

type Canvas = ReturnType<typeof within>;

/** Types a whole valid product and uploads its picture. */
async function fillProduct(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText('Product Name'), 'Mitre Saw 254 mm');
  await userEvent.type(canvas.getByLabelText('Description'), 'Sliding mitre saw with a laser guide.');
  await userEvent.type(canvas.getByLabelText('Price'), '329');
  await userEvent.type(canvas.getByLabelText('Maximum Quantity'), '10');
  await userEvent.type(canvas.getByLabelText('Minimum Quantity'), '1');
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    for (const message of ['Product Name is Required', 'Description Name is Required', 'Price is Required', 'Maximum is Required', 'Minimum is Required', 'image is Required']) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(adminProducts.all()).toHaveLength(sampleProducts.length);
  },
};

/** Added: the toast says so, the product is stored with its picture's URL, and the form starts afresh. */
export const AddsProduct: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillProduct(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));

    const toast = await (await toastList()).findByText('Product Added Successfully');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(adminProducts.find(addedProductId(1))).toMatchObject({ name: 'Mitre Saw 254 mm', price: 329, max: 10, min: 1, image: uploadedImageUrl(1) });
    await waitFor(() => expect(canvas.getByLabelText('Product Name')).toHaveValue(''));
    await expect(canvas.getByLabelText('Price')).toHaveValue(null);
    await expect(canvas.getByText('No picture chosen yet')).toBeVisible();
    await expect(canvas.queryByText('image is Required')).not.toBeInTheDocument();
  },
};

/** POST /api/products answers 500: the toast says it failed and the form keeps what was typed. */
export const AddFails: Story = {
  parameters: { msw: { handlers: { ...adminProductHandlers, addProduct: adminProductVariants.addProductFails } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillProduct(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));

    const toast = await (await toastList()).findByText('Failed To Add Product');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(canvas.getByLabelText('Product Name')).toHaveValue('Mitre Saw 254 mm');
    await expect(canvas.getByLabelText('Price')).toHaveValue(329);
    await expect(canvas.getByRole('img', { name: 'Preview of saw.png' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Product' })).toBeEnabled();
    await expect(adminProducts.all()).toHaveLength(sampleProducts.length);
  },
};

/** The server refuses the product (400): the toast, and the server's reason above the button. */
export const ServerRefuses: Story = {
  parameters: { msw: { handlers: { ...adminProductHandlers, addProduct: adminProductVariants.addProductRefused } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillProduct(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));

    const toast = await (await toastList()).findByText('Failed To Add Product');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Minimum must not be above the maximum');
    await expect(canvas.getByLabelText('Product Name')).toHaveValue('Mitre Saw 254 mm');
  },
};
