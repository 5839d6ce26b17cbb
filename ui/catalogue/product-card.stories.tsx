import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleProduct, sampleProducts } from '../../.storybook/sample-data/catalogue';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { toastList } from '../../.storybook/toast-list';
import { cartMessages } from '../../core/domain/cart';
import { ProductCard } from './product-card';
import { withVat } from '../../.storybook/sample-data/shown-prices';

const meta = {
  title: 'Catalogue/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { product: sampleProduct },
  decorators: [(Story) => <div className="max-w-xs"><Story /></div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typical: Story = {
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    const { product } = args;
    await expect(within(card).getByRole('heading', { name: product.name })).toBeVisible();
    // The name and the picture lead to the product's page; the picture's link stays out of the tab order and the reading, which the name's link has.
    await expect(within(card).getByRole('link', { name: product.name })).toHaveAttribute('href', `/productDetail/${product._id}`);
    const picture = card.querySelector(`a[href="/productDetail/${product._id}"][aria-hidden="true"][tabindex="-1"] img`);
    await expect(picture).toHaveAttribute('src', product.image);
    await expect(within(card).getByText(product.partNumber)).toBeVisible();
    await expect(within(card).getByLabelText(`Price ${withVat(189)} inc. VAT`)).toHaveTextContent(`${withVat(189)}inc. VAT`);
    await expect(within(card).getByText('1,284 customers ordered')).toBeVisible();
    await expect(within(card).getByText('In stock')).toBeVisible();
    await expect(within(card).getByRole('link', { name: `Buy Now: ${product.name}` })).toHaveAttribute('href', `/productDetail/${product._id}`);
  },
};

export const ZeroCustomers: Story = {
  args: { product: { ...sampleProducts[1], customerCount: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Be the first to order')).toBeVisible();
  },
};

export const OneCustomer: Story = {
  args: { product: { ...sampleProducts[4], customerCount: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 customer ordered')).toBeVisible();
  },
};

export const ManyCustomers: Story = {
  args: { product: { ...sampleProducts[10], customerCount: 1_234_567, min: 1000, max: 250_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1,234,567 customers ordered')).toBeVisible();
    await expect(canvas.getByText('250,000')).toBeVisible();
  },
};

/** A long name wraps; the price keeps its place and the button stays at the foot. */
export const LongName: Story = {
  args: {
    product: {
      ...sampleProducts[2],
      name: 'Combination Wrench Set, 12 pcs, chrome-vanadium, 8 to 19 mm, with roll-up canvas pouch and lifetime warranty',
      price: 1249,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(/lifetime warranty$/);
    await expect(canvas.getByLabelText(`Price ${withVat(1249)} inc. VAT`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Buy Now/ })).toBeVisible();
  },
};

/** Ten or fewer left: the card says how many, in the brand's warning colour. */
export const OnlyAFewLeft: Story = {
  args: { product: { ...sampleProduct, stock: 7 } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByText('Only 7 left');
    await expect(status).toBeVisible();
    await expect(status).toHaveAttribute('data-availability', 'low');
  },
};

/** Not even the minimum left: out of stock, and no orange Buy Now; a plain link leads to the page, which says so too. */
export const OutOfStock: Story = {
  args: { product: { ...sampleProducts[2], stock: 1 } },
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement);
    const status = card.getByText('Out of stock');
    await expect(status).toBeVisible();
    await expect(status).toHaveAttribute('data-availability', 'out');
    await expect(card.queryByRole('link', { name: /Buy Now/ })).not.toBeInTheDocument();
    const link = card.getByRole('link', { name: `Out of stock: see ${args.product.name}` });
    await expect(link).toHaveTextContent('Out of stock: see details');
    await expect(link).toHaveAttribute('href', `/productDetail/${args.product._id}`);
    await expect(link.className).not.toMatch(/\bbg-brand\b/);
  },
};

/** A visitor puts the product's minimum in the cart the browser keeps: no account needed, the shop only shows it. */
export const AddToCartAsVisitor: Story = {
  parameters: { shop: { signedInAs: null } },
  play: async (context) => {
    const { args, canvasElement } = context;
    const add = within(canvasElement).getByRole('button', { name: `Add to cart: ${args.product.name}` });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await expect(await (await toastList()).findByText(cartMessages.added(args.product.name, args.product.min))).toBeInTheDocument();
    // Where the browser keeps it (localStorage 'cart').
    await expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([{ productId: args.product._id, quantity: args.product.min }]);
    await expect(storyApi(context).callsOf('addToCart')).toHaveLength(0);
  },
};

/** A signed-in customer's goes to the account's cart on the shop. */
export const AddToCartAsCustomer: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Add to cart: ${args.product.name}` }));
    await expect(await (await toastList()).findByText(cartMessages.added(args.product.name, args.product.min))).toBeInTheDocument();
    await expect(storyApi(context).callsOf('addToCart')[0].body).toEqual({ productId: args.product._id, quantity: args.product.min });
  },
};
