import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyRouter } from '@tanstack/react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleProduct, sampleProducts, unknownProductId } from '../../.storybook/sample-data/catalogue';
import { sampleCategory } from '../../.storybook/sample-data/categories';
import { productReviewList } from '../../.storybook/sample-data/reviews';
import { sampleTrade } from '../../.storybook/sample-data/trade';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { toastList } from '../../.storybook/toast-list';
import { cartMessages } from '../../core/domain/cart';
import { orderMessages } from '../../core/domain/order';
import { ProductDetailPage } from './product-detail-page';
import { exVat, withVat } from '../../.storybook/sample-data/shown-prices';

/** The product page, public: it loads GET /api/products/:id, which the story's shop answers. */
const meta = {
  title: 'Pages/ProductDetailPage',
  component: ProductDetailPage,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    initialPath: `/productDetail/${sampleProduct._id}`,
    shop: { reviews: productReviewList(3) },
  },
  args: { id: sampleProduct._id },
} satisfies Meta<typeof ProductDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a visitor (or a search engine) sees it: the product, its price and stock, the quantity, Purchase and Add to cart. */
export const Found: Story = {
  args: { customer: null },
  parameters: { shop: { signedInAs: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: sampleProduct.name })).toBeVisible();
    // The unit price beside the name; the quantity's total shows it again below.
    await expect(canvas.getByText(/^per unit/).closest('p')).toHaveTextContent(`${withVat(189)} per unit, inc. VAT`);
    await expect(canvas.getByText(sampleProduct.description)).toBeVisible();
    await expect(canvas.getByRole('img', { name: sampleProduct.name })).toHaveAttribute('src', sampleProduct.image);
    // Where it sits in the catalogue: Home › Power tools › Drills, each a link.
    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await waitFor(() => expect(crumbs.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Power tools', 'Drills']));
    await expect(crumbs.getByRole('link', { name: 'Drills' })).toHaveAttribute('href', `/category/${sampleCategory('Power tools', 'Drills')._id}`);
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(sampleProduct.min);
    await expect(canvas.getByRole('button', { name: 'Purchase' })).toBeEnabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeEnabled());
    await expect(canvas.getByText(orderMessages.signInToOrder)).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Reviews' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${sampleProduct.name} | Hartwell Tools`));
  },
};

/** A visitor's Purchase goes to sign in, to come back to this product afterwards: no order form opens, nothing is ordered. */
export const VisitorPurchaseAsksToSignIn: Story = {
  args: { customer: null },
  parameters: { shop: { signedInAs: null } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const router = context.loaded.router as AnyRouter;
    await userEvent.click(await canvas.findByRole('button', { name: 'Purchase' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await expect(router.state.location.search).toEqual({ redirect: `/productDetail/${sampleProduct._id}?quantity=${sampleProduct.min}` });
    await expect(router.state.location.href).toBe(`/login?redirect=%2FproductDetail%2F${sampleProduct._id}%3Fquantity%3D${sampleProduct.min}`);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(storyApi(context).callsOf('placeOrder')).toHaveLength(0);
  },
};

/** A visitor's Add to cart keeps the quantity chosen in the browser's cart; the page says what the cart holds. */
export const VisitorAddsToCart: Story = {
  args: { customer: null },
  parameters: { shop: { signedInAs: null } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const quantity = await canvas.findByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, String(sampleProduct.min + 2));
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await expect(await (await toastList()).findByText(cartMessages.added(sampleProduct.name, sampleProduct.min + 2))).toBeInTheDocument();
    await expect(await canvas.findByText(/In your cart:/)).toHaveTextContent(`In your cart: ${sampleProduct.min + 2} · See your cart`);
    await expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([{ productId: sampleProduct._id, quantity: sampleProduct.min + 2 }]);
    await expect(storyApi(context).callsOf('addToCart')).toHaveLength(0);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** While the sign-in is being checked, the product shows and Purchase waits: neither the sign-in page nor the order form yet. */
export const CheckingSignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: sampleProduct.name })).toBeVisible();
    const purchase = canvas.getByRole('button', { name: 'Purchase' });
    await expect(purchase).toBeDisabled();
    await expect(purchase).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText(orderMessages.signInToOrder)).not.toBeInTheDocument();
  },
};

/** As a signed-in customer sees it: the quantity starts at the minimum, Purchase opens the order form. */
export const SignedIn: Story = {
  args: { customer: { email: 'dev.patel@example.com', displayName: 'Dev Patel' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = await canvas.findByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveValue(sampleProduct.min);
    await expect(canvas.getByRole('button', { name: 'Purchase' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expect(canvas.queryByText(orderMessages.signInToOrder)).not.toBeInTheDocument();
    // Purchase opens the spec's order form, as before the page was public.
    await userEvent.click(canvas.getByRole('button', { name: 'Purchase' }));
    const orderForm = await screen.findByRole('dialog', { name: `Order For : ${sampleProduct.name}` });
    // It fades in.
    await waitFor(() => expect(orderForm).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.clear(quantity);
    await userEvent.type(quantity, String(sampleProduct.max + 1));
    await expect(canvas.getByRole('button', { name: 'Purchase' })).toBeDisabled();
    await expect(canvas.getByText(/Maximum Quantity Exceeded: order between/)).toBeVisible();
  },
};

const signedIn = { customer: { email: 'dev.patel@example.com', displayName: 'Dev Patel' } };

const hammer = sampleProducts.find((product) => product.partNumber === 'HT-HMR-16')!;

/**
 * A trade buyer (Dev Patel buys for Patel Joinery Ltd, whose fixed price for the hammer is $19):
 * the page, its volume prices and the order form's total are the company's; the catalogue's beside.
 */
export const TradeBuyer: Story = {
  args: { ...signedIn, id: hammer._id },
  parameters: { initialPath: `/productDetail/${hammer._id}`, shop: { trade: sampleTrade } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/^per unit/).closest('p')).toHaveTextContent(`${exVat(19)} per unit, ex VAT`));
    await expect(canvas.getByText('Trade price')).toBeVisible();
    await expect(canvas.getByText(`Your company's price. Catalogue price ${exVat(24)}`)).toBeVisible();
    // Its volume prices ($22, $20) are above the company's: no table.
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Purchase' }));
    const orderForm = await screen.findByRole('dialog', { name: `Order For : ${hammer.name}` });
    await waitFor(() => expect(within(orderForm).getByLabelText('Price')).toHaveValue(`${exVat(95)} ex VAT`));
  },
};

/** Back from signing in with the quantity chosen as a visitor: the page starts from it, and so does the order form. */
export const BackFromSigningInWithAQuantity: Story = {
  args: { ...signedIn, quantity: sampleProduct.min + 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('spinbutton', { name: 'Quantity' })).toHaveValue(sampleProduct.min + 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Purchase' }));
    const orderForm = await screen.findByRole('dialog', { name: `Order For : ${sampleProduct.name}` });
    await expect(within(orderForm).getByLabelText('Quantity')).toHaveValue(String(sampleProduct.min + 2));
  },
};

/** Only 7 left: the page says so beside the price, and the quantity cannot go past 7. */
export const OnlyAFewLeft: Story = {
  args: signedIn,
  parameters: { shop: { products: sampleProducts.map((product) => (product._id === sampleProduct._id ? { ...product, stock: 7 } : product)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Only 7 left')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute('max', '7');
    await expect(canvas.getByText(/order between/)).toHaveTextContent(`order between ${sampleProduct.min} and 7`);
  },
};

/** Out of stock: said beside the price, and Purchase is disabled with the reason under it. */
export const OutOfStock: Story = {
  args: signedIn,
  parameters: { shop: { products: sampleProducts.map((product) => (product._id === sampleProduct._id ? { ...product, stock: 0 } : product)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Out of stock')).toBeVisible();
    const purchase = canvas.getByRole('button', { name: 'Purchase' });
    await expect(purchase).toBeDisabled();
    await expect(purchase).toHaveAccessibleDescription(/This product is out of stock/);
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
  },
};

/** The API answers 404 for the id. */
export const NotFound: Story = {
  args: { id: unknownProductId },
  parameters: { initialPath: `/productDetail/${unknownProductId}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We could not find that product')).toBeVisible();
    await expect(canvas.getByText('It may have been removed from the catalogue.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Product not found | Hartwell Tools'));
  },
};

/** A malformed id: the API answers 400, which the page shows as not found too. */
export const MalformedId: Story = {
  args: { id: 'not-a-uuid' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('We could not find that product')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { getProduct: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the product');
  },
};

export const Failed: Story = {
  name: 'Error',
  parameters: { api: { getProduct: 500 } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The product could not be loaded');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** "Try again" loads the product once the API is back. */
export const RetryAfterError: Story = {
  parameters: { api: { getProduct: 500 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert');
    storyApi(context).heal('getProduct');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: sampleProduct.name })).toBeVisible();
  },
};
