import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectInView, expectNoSidewaysScroll, inDashboardColumn, unbrokenProductName } from '../../.storybook/layout-checks';
import { manySampleProducts, sampleProducts } from '../../.storybook/sample-data/catalogue';
import { sampleAdmin } from '../../.storybook/sample-data/people';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { ManageProducts, ProductsTable } from './manage-products';
import { toastList } from '../../.storybook/toast-list';

/** /dashboard/manageProduct: the catalogue from GET /api/products (the story's shop, signed in as its admin), Delete calls DELETE /api/product/:id. */
const meta = {
  title: 'Admin/ManageProducts',
  component: ManageProducts,
  tags: ['autodocs'],
  parameters: { layout: 'padded', shop: { signedInAs: sampleAdmin }, initialPath: '/dashboard/manageProduct' },
  // Wide enough for the products table; the Narrow story shows the cards of smaller screens.
  globals: { viewport: { value: 'wide', isRotated: false } },
} satisfies Meta<typeof ManageProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toasts are listed in Radix's viewport, a region named "Notifications". */

const [first, second] = sampleProducts;

/** Every product with its picture, price, bounds, Edit and Delete. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Manage Products' })).toBeVisible();
    const table = within(await canvas.findByRole('table'));
    await expect(table.getAllByRole('row')).toHaveLength(sampleProducts.length + 1);
    for (const column of ['Image', 'Name', 'Price (ex VAT)', 'Maximum', 'Minimum', 'Stock', 'Action']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    }
    const row = within(table.getAllByRole('row')[1]);
    await expect(row.getByRole('img', { name: first.name })).toHaveAttribute('src', first.image);
    await expect(row.getByText(first.name)).toBeVisible();
    await expect(row.getByRole('cell', { name: '$189' })).toBeVisible();
    await expect(row.getByRole('cell', { name: String(first.max) })).toBeVisible();
    await expect(row.getByRole('cell', { name: `${first.stock} units` })).toBeVisible();
    await expect(row.getByRole('link', { name: `Edit ${first.name}` })).toHaveAttribute('href', `/dashboard/updateProduct/${first._id}`);
    await expect(row.getByRole('button', { name: `Delete ${first.name}` })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more products' })).not.toBeInTheDocument();
  },
};

/** A longer catalogue comes a page at a time. */
export const ShowMore: Story = {
  parameters: { shop: { products: manySampleProducts } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table'));
    await expect(table.getAllByRole('row')).toHaveLength(12 + 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more products' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(manySampleProducts.length + 1));
    await expect(canvas.queryByRole('button', { name: 'Show more products' })).not.toBeInTheDocument();
    await expect(table.getByRole('link', { name: `Edit ${manySampleProducts[23].name}` })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { shop: { products: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No products in the catalogue yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add a product' })).toHaveAttribute('href', '/dashboard/addProduct');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { api: { listProducts: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading products');
    await expect(canvas.getByRole('heading', { name: 'Manage Products' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** GET /api/products answers 500; "Try again" loads the list once it is back. */
export const Failed: Story = {
  name: 'Error',
  parameters: { api: { listProducts: 500 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The products could not be loaded');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    storyApi(context).heal('listProducts');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};

/** Delete asks first, and says what happens to the orders already placed. */
export const ConfirmationOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${first.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${first.name}?` });
    await expect(dialog).toHaveAccessibleDescription(
      `${first.name} will be removed from the catalogue and can no longer be ordered. Orders already placed keep their product name and price. This cannot be undone.`,
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Confirmed: the product is deleted, the toast names it and its row goes. */
export const DeletesAfterConfirming: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${second.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${second.name}?` });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toBeVisible());
    await userEvent.click(confirm);

    const toast = await (await toastList()).findByText(`Deleted Successfully ${second.name}`);
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = within(canvas.getByRole('table'));
    await expect(table.queryByRole('button', { name: `Delete ${second.name}` })).not.toBeInTheDocument();
    await expect(table.getAllByRole('row')).toHaveLength(sampleProducts.length);
    await expect(await storyApi(context).shop.repositories.products.findById(second._id)).toBeNull();
  },
};

/** Cancel keeps the product. */
export const CancelsDelete: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${first.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${first.name}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: `Delete ${first.name}` })).toBeVisible();
    await expect(await storyApi(context).shop.repositories.products.count()).toBe(sampleProducts.length);
  },
};

/** DELETE answers 404: someone deleted it first; the row goes all the same. */
export const DeleteNotFound: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${first.name}` }));
    await storyApi(context).shop.repositories.products.delete(first._id);
    const dialog = await screen.findByRole('dialog', { name: `Delete ${first.name}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const toast = await (await toastList()).findByText(`${first.name} had already been deleted`);
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(canvas.queryByRole('button', { name: `Delete ${first.name}` })).not.toBeInTheDocument());
  },
};

/** DELETE answers 500: the API's message is shown and the product stays. */
export const DeleteFails: Story = {
  parameters: { api: { deleteProduct: 500 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${first.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${first.name}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const toast = await (await toastList()).findByText('Something went wrong on our side. Please try again.');
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: `Delete ${first.name}` })).toBeVisible();
  },
};

/** On a phone each product is a card with the same actions, and nothing scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Products in the catalogue' });
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(sampleProducts.length);
    const card = within(cards[0]);
    await expect(card.getByRole('img', { name: first.name })).toBeVisible();
    await expect(card.getByRole('link', { name: `Edit ${first.name}` })).toHaveAttribute('href', `/dashboard/updateProduct/${first._id}`);
    await expect(card.getByRole('button', { name: `Delete ${first.name}` })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const longNamed = { ...sampleProducts[0], _id: 'long-product', name: unbrokenProductName };
const longNameList = () => <ProductsTable products={[longNamed, ...sampleProducts.slice(1, 4)]} onDelete={() => {}} />;

/** On a laptop, beside the dashboard's sidebar: the table, a product name of 120 letters wrapping, Edit and Delete in view. */
export const LongNameOnALaptop: Story = {
  render: longNameList,
  globals: { viewport: { value: 'laptop', isRotated: false } },
  decorators: [inDashboardColumn],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
    await expectInView(within(canvasElement).getByRole('button', { name: `Delete ${unbrokenProductName}` }));
  },
};

export const LongNameOnAPhone: Story = {
  render: longNameList,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
    await expectInView(within(canvasElement).getByRole('button', { name: `Delete ${unbrokenProductName}` }));
  },
};
