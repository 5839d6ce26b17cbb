import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyRouter } from '@tanstack/react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleProduct, unknownProductId } from '../../.storybook/sample-data/catalogue';
import { sampleCategory } from '../../.storybook/sample-data/categories';
import { sampleAdmin } from '../../.storybook/sample-data/people';
import { samplePngBytes } from '../../.storybook/sample-data/pictures';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { UpdateProduct } from './update-product';
import { toastList } from '../../.storybook/toast-list';

/** /dashboard/updateProduct/{id}: GET /api/products/:id, then PUT /api/product/:id (the story's shop, signed in as its admin). */
const meta = {
  title: 'Admin/UpdateProduct',
  component: UpdateProduct,
  tags: ['autodocs'],
  parameters: { layout: 'padded', shop: { signedInAs: sampleAdmin }, initialPath: `/dashboard/updateProduct/${sampleProduct._id}` },
  args: { id: sampleProduct._id },
} satisfies Meta<typeof UpdateProduct>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toasts are listed in Radix's viewport, a region named "Notifications". */

const pathOf = (loaded: Record<string, unknown>) => (loaded.router as AnyRouter).state.location.pathname;

/** The form holds the product as stored, with its current picture. */
export const Prefilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Update Product' })).toBeVisible();
    await expect(await canvas.findByLabelText('Product Name')).toHaveValue(sampleProduct.name);
    await expect(canvas.getByLabelText('Description')).toHaveValue(sampleProduct.description);
    await expect(canvas.getByLabelText('Price')).toHaveValue(sampleProduct.price);
    await expect(canvas.getByLabelText('Maximum Quantity')).toHaveValue(sampleProduct.max);
    await expect(canvas.getByLabelText('Minimum Quantity')).toHaveValue(sampleProduct.min);
    await waitFor(() => expect(canvas.getByLabelText('Category')).toHaveDisplayValue('Power tools › Drills'));
    await expect(canvas.getByRole('img', { name: `Current image of ${sampleProduct.name}` })).toHaveAttribute('src', sampleProduct.image);
    await expect(canvas.getByText('Orders already placed keep the product name and price they were placed with.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** Saved: the toast names it, the picture is kept, and the admin is back at Manage Products. */
export const Saves: Story = {
  play: async (context) => {
    const { canvasElement, loaded } = context;
    const canvas = within(canvasElement);
    const price = await canvas.findByLabelText('Price');
    await userEvent.clear(price);
    await userEvent.type(price, '199');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));

    const toast = await (await toastList()).findByText(`Saved ${sampleProduct.name}`);
    await waitFor(() => expect(toast).toBeVisible());
    await expect(await storyApi(context).shop.repositories.products.findById(sampleProduct._id)).toMatchObject({ price: 199, image: sampleProduct.image, stock: sampleProduct.stock });
    await waitFor(() => expect(pathOf(loaded)).toBe('/dashboard/manageProduct'));
  },
};

/** Another category chosen: the product is stored under it, and reads back with it. */
export const SavesCategory: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const category = await canvas.findByLabelText('Category');
    await waitFor(() => expect(category).toBeEnabled());
    await userEvent.selectOptions(category, 'Measuring › Levels');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await (await toastList()).findByText(`Saved ${sampleProduct.name}`);
    const levels = sampleCategory('Measuring', 'Levels')._id;
    await expect(storyApi(context).callsOf('updateProduct')[0].body).toMatchObject({ categoryId: levels });
    await expect((await storyApi(context).shop.repositories.products.findById(sampleProduct._id))?.categoryId).toBe(levels);
  },
};

/** "No category": the product is stored under none. */
export const SavesNoCategory: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const category = await canvas.findByLabelText('Category');
    await waitFor(() => expect(category).toBeEnabled());
    await userEvent.selectOptions(category, 'No category');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await (await toastList()).findByText(`Saved ${sampleProduct.name}`);
    await expect((await storyApi(context).shop.repositories.products.findById(sampleProduct._id))?.categoryId).toBeNull();
  },
};

/** A new picture replaces the current one once saved. */
export const SavesNewPicture: Story = {
  play: async (context) => {
    const { canvasElement, loaded } = context;
    const { shop } = storyApi(context);
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText('Image'), new File([samplePngBytes], 'saw.png', { type: 'image/png' }));
    await expect(await canvas.findByRole('img', { name: 'Preview of saw.png' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await (await toastList()).findByText(`Saved ${sampleProduct.name}`);
    await expect(shop.images.saved).toHaveLength(1);
    await expect((await shop.repositories.products.findById(sampleProduct._id))?.image).toBe(shop.images.saved[0]);
    await waitFor(() => expect(pathOf(loaded)).toBe('/dashboard/manageProduct'));
  },
};

/** While PUT /api/product/:id runs, Save is busy and cannot be pressed again. */
export const Saving: Story = {
  parameters: { api: { updateProduct: 'loading' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    await expect(pathOf(loaded)).toBe(`/dashboard/updateProduct/${sampleProduct._id}`);
  },
};

/** PUT answers 500: the server's message is toasted, the form keeps what was typed, and the admin stays. */
export const SaveFails: Story = {
  parameters: { api: { updateProduct: 500 } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText('Product Name');
    await userEvent.type(name, ' (new)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const toast = await (await toastList()).findByText('Something went wrong on our side. Please try again.');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(name).toHaveValue(`${sampleProduct.name} (new)`);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(pathOf(loaded)).toBe(`/dashboard/updateProduct/${sampleProduct._id}`);
  },
};

/** PUT answers 404: the product was deleted while it was being edited. */
export const DeletedMeanwhile: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const save = await canvas.findByRole('button', { name: 'Save' });
    await storyApi(context).shop.repositories.products.delete(sampleProduct._id);
    await userEvent.click(save);
    const toast = await (await toastList()).findByText('No product has that id');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** No product has the id: said plainly, with the way back. */
export const NotFound: Story = {
  args: { id: unknownProductId },
  parameters: { initialPath: `/dashboard/updateProduct/${unknownProductId}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We could not find that product')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Manage Products' })).toHaveAttribute('href', '/dashboard/manageProduct');
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { api: { getProduct: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the product');
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

/** GET /api/products/:id answers 500; "Try again" loads it once it is back. */
export const Failed: Story = {
  name: 'Error',
  parameters: { api: { getProduct: 500 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The product could not be loaded');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    storyApi(context).heal('getProduct');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByLabelText('Product Name')).toHaveValue(sampleProduct.name);
  },
};
