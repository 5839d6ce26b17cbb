import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { cartItemOf, cartOf, circularSaw, drill, longNamedProduct, productsWithLongName, wrenchSet } from '../../.storybook/sample-data/carts';
import { sampleProducts } from '../../.storybook/sample-data/catalogue';
import { expectInView, expectNoSidewaysScroll } from '../../.storybook/layout-checks';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { toastList } from '../../.storybook/toast-list';
import { cartMessages } from '../../core/domain/cart';
import { messages } from '../../core/domain/messages';
import { stockMessages } from '../../core/domain/product';
import { exVat, withVat } from '../../.storybook/sample-data/shown-prices';
import { sampleTrade } from '../../.storybook/sample-data/trade';
import { lessPercent } from '../../core/domain/trade-account';
import { quoteMessages } from '../../core/domain/quote';
import { CartPage } from './cart-page';

/** The cart page: the signed-in customer's cart from GET /api/cart (a visitor's from POST /api/cart/preview), changed through the story's shop. */
const meta = {
  title: 'Cart/CartPage',
  component: CartPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', initialPath: '/cart', shop: { carts: cartOf([cartItemOf(drill, 2), cartItemOf(wrenchSet, 4)]) } },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const lines = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('list', { name: 'Products in your cart' }));
const lineOf = async (canvasElement: HTMLElement, name: string) => {
  const list = await lines(canvasElement);
  return within(list.getByRole('listitem', { name }));
};

/** Two lines: each with its picture, its name linking to the product, its price and total; the subtotal; Checkout leads on. */
export const TwoLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await lines(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    const first = await lineOf(canvasElement, drill.name);
    await expect(first.getByRole('link', { name: drill.name })).toHaveAttribute('href', `/productDetail/${drill._id}`);
    await expect(first.getByText(withVat(drill.price))).toBeVisible();
    await expect(first.getByText(drill.partNumber)).toBeVisible();
    await expect(first.getByLabelText(`Line total ${withVat(drill.price * 2)}`)).toBeVisible();
    await expect(first.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    await expect(canvasElement.querySelector(`img[src="${drill.image}"]`)).not.toBeNull();
    const summary = within(canvas.getByRole('region', { name: 'Summary' }));
    await expect(summary.getByText(withVat(drill.price * 2 + wrenchSet.price * 4))).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  },
};

/** A new quantity within the bounds is sent and the totals follow; Remove takes the line out and says so. */
export const ChangeAndRemove: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const api = storyApi(context);
    const first = await lineOf(canvasElement, drill.name);
    const quantity = first.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    await userEvent.tab();
    await waitFor(() => expect(first.getByLabelText(`Line total ${withVat(drill.price * 5)}`)).toBeVisible());
    await expect(api.callsOf('setCartQuantity').at(-1)?.body).toEqual({ quantity: 5 });

    await userEvent.click(first.getByRole('button', { name: `Remove ${drill.name}` }));
    const list = await lines(canvasElement);
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
    await expect(await (await toastList()).findByText(cartMessages.removed(drill.name))).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Your cart' })).toHaveFocus();
    await expect(await api.shop.repositories.carts.items(context.loaded.cartAccount as string)).toEqual([expect.objectContaining({ productId: wrenchSet._id, quantity: 4 })]);
  },
};

/** Outside the product's bounds the field says so in the spec's words, and nothing is sent. */
export const QuantityOutOfBounds: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const line = await lineOf(canvasElement, wrenchSet.name);
    const quantity = line.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, String(wrenchSet.max + 1));
    await expect(quantity).toHaveAccessibleDescription(`${messages.maximumExceeded}: order between ${wrenchSet.min} and ${wrenchSet.max}`);
    await expect(quantity).toBeInvalid();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, String(wrenchSet.min - 1));
    await expect(line.getByText(`${messages.minimumNotReached}: order between ${wrenchSet.min} and ${wrenchSet.max}`)).toBeVisible();
    await expect(storyApi(context).callsOf('setCartQuantity')).toHaveLength(0);
  },
};

/** Nothing in it: said so, with the way back to the catalogue. */
export const Empty: Story = {
  parameters: { shop: { carts: cartOf([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(cartMessages.empty)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/#tools');
    await expect(canvas.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  },
};

/** A name of 93 characters on a phone: it wraps inside its line, and nothing is pushed off the screen. */
export const LongProductName: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { shop: { products: productsWithLongName, carts: cartOf([cartItemOf(longNamedProduct, 3), cartItemOf(drill, 1)]) } },
  play: async ({ canvasElement }) => {
    const line = await lineOf(canvasElement, longNamedProduct.name);
    await expect(longNamedProduct.name.length).toBeGreaterThan(80);
    await expect(line.getByRole('link', { name: longNamedProduct.name })).toBeVisible();
    await expectInView(line.getByRole('button', { name: `Remove ${longNamedProduct.name}` }));
    await expectInView(line.getByLabelText(`Line total ${withVat(longNamedProduct.price * 3)}`));
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** A line that cannot be ordered as it is says why beside it, and Checkout is disabled with the cart's reason. */
export const LineWithAProblem: Story = {
  parameters: {
    shop: {
      products: sampleProducts.map((product) => (product._id === circularSaw._id ? { ...product, stock: 0 } : product)),
      carts: cartOf([cartItemOf(drill, 2), cartItemOf(circularSaw, 1)]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = await lineOf(canvasElement, circularSaw.name);
    await expect(line.getByText(stockMessages.outOfStock)).toBeVisible();
    await expect(line.getByRole('spinbutton', { name: 'Quantity' })).toHaveAccessibleDescription(new RegExp(stockMessages.outOfStock));
    const checkout = canvas.getByRole('button', { name: 'Checkout' });
    await expect(checkout).toBeDisabled();
    await expect(checkout).toHaveAccessibleDescription(cartMessages.fixLines);
  },
};

/** The price moved since the line went in: the old price struck through beside the new, and said in words. */
export const ChangedPrice: Story = {
  parameters: { shop: { carts: cartOf([cartItemOf(drill, 2, 169), cartItemOf(wrenchSet, 2)]) } },
  play: async ({ canvasElement }) => {
    const line = await lineOf(canvasElement, drill.name);
    const was = line.getByText(withVat(169), { selector: 's' });
    await expect(was).toBeVisible();
    await expect(was).toHaveTextContent(`was ${withVat(169)}`);
    await expect(line.getByText(cartMessages.priceMoved(drill.price > 169, withVat(169), withVat(drill.price)))).toBeVisible();
    await expect(line.getByLabelText(`Line total ${withVat(drill.price * 2)}`)).toBeVisible();
    // The other line's price has not moved: no old price beside it.
    await expect((await lineOf(canvasElement, wrenchSet.name)).queryByText(/Price (up|down)/)).not.toBeInTheDocument();
  },
};

/** A visitor's cart, kept by the browser and shown against the catalogue: checking out asks them to sign in first. */
export const Visitor: Story = {
  parameters: { shop: { signedInAs: null, visitorCart: [{ productId: drill._id, quantity: 1 }, { productId: wrenchSet._id, quantity: 2 }] } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const list = await lines(context.canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(storyApi(context).callsOf('previewCart')[0].body).toEqual({ items: [{ productId: drill._id, quantity: 1 }, { productId: wrenchSet._id, quantity: 2 }] });
    await expect(canvas.getByText(cartMessages.signInToCheckout)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in to check out' })).toHaveAttribute('href', '/login?redirect=%2Fcheckout');
    await expect(canvas.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    // A quote is asked for once signed in, from the account's cart.
    await expect(canvas.queryByRole('button', { name: quoteMessages.requestAQuote })).not.toBeInTheDocument();
  },
};

/** The cart could not be read: said so, with Try again. */
export const LoadFailed: Story = {
  parameters: { api: { getCart: { failure: 500, times: 1 } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Your cart could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await lines(canvasElement)).toBeTruthy();
  },
};

const clawHammer = sampleProducts.find((product) => product.partNumber === 'HT-HMR-16')!;
const tapeMeasure = sampleProducts.find((product) => product.partNumber === 'HT-TPM-8M')!;

/** 25 hammers reach the $22 break: the line says it is at a volume price; tape measures go by the box of ten. */
export const AtVolumePricesAndInPacks: Story = {
  parameters: { shop: { carts: cartOf([cartItemOf(clawHammer, 25), cartItemOf(tapeMeasure, 20)]) } },
  play: async ({ canvasElement }) => {
    const hammers = await lineOf(canvasElement, clawHammer.name);
    await expect(hammers.getByText('Volume price')).toBeVisible();
    await expect(hammers.getByText(withVat(22))).toBeVisible();
    await expect(hammers.getByLabelText(`Line total ${withVat(550)}`)).toBeVisible();
    await expect(hammers.queryByText(/since you added it/)).not.toBeInTheDocument();
    const tapes = await lineOf(canvasElement, tapeMeasure.name);
    await expect(tapes.getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute('step', '10');
    await expect(tapes.getByText('10 to 300, sold in packs of 10')).toBeVisible();
    await expect(tapes.queryByText('Volume price')).not.toBeInTheDocument();
  },
};

/** A quantity between packs is refused where it is typed, naming the nearest two, and never sent. */
export const QuantityBetweenPacks: Story = {
  parameters: { shop: { carts: cartOf([cartItemOf(tapeMeasure, 20)]) } },
  play: async ({ canvasElement }) => {
    const tapes = await lineOf(canvasElement, tapeMeasure.name);
    const quantity = tapes.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '25');
    await expect(await tapes.findByText('Sold in packs of 10: order 20 or 30')).toBeVisible();
    await expect(tapes.getByLabelText(`Line total ${withVat(320)}`)).toBeVisible();
  },
};

const hammer = sampleProducts.find((product) => product.partNumber === 'HT-HMR-16')!;

/** A trade buyer's cart (Dev Patel buys for Patel Joinery Ltd): the hammer at the company's fixed $19, the drill 12% off, and the total says whose prices they are. */
export const AtTradePrices: Story = {
  parameters: { shop: { trade: sampleTrade, carts: cartOf([cartItemOf(hammer, 5, 19), cartItemOf(drill, 1, lessPercent(drill.price, 12))]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Without VAT, as a company's buyer reads prices, once the shop has said whose cart it is.
    await expect(await (await lineOf(canvasElement, hammer.name)).findByLabelText(`Line total ${exVat(95)}`)).toBeVisible();
    await expect((await lineOf(canvasElement, drill.name)).getByLabelText(`Line total ${exVat(lessPercent(drill.price, 12))}`)).toBeVisible();
    const summary = within(canvas.getByRole('region', { name: 'Summary' }));
    await expect(summary.getByText(exVat(95 + lessPercent(drill.price, 12)))).toBeVisible();
    await expect(await summary.findByText("At your company's trade prices")).toBeVisible();
  },
};

/** Request a quote under the cart asks for every line at the cart's quantity (the wrench sets changed to 200 here) with a note; the cart stays as it was. */
export const RequestsAQuote: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const api = storyApi(context);
    await lines(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: quoteMessages.requestAQuote }));
    const dialog = within(await screen.findByRole('dialog', { name: quoteMessages.requestAQuote }));
    await expect(dialog.getByRole('spinbutton', { name: `Quantity of ${drill.name}` })).toHaveValue(2);
    const wrenches = dialog.getByRole('spinbutton', { name: `Quantity of ${wrenchSet.name}` });
    await expect(wrenches).toHaveValue(4);
    await userEvent.clear(wrenches);
    await userEvent.type(wrenches, '200');
    await userEvent.type(dialog.getByLabelText('Note (optional)'), 'For our apprentices next year.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(await (await toastList()).findByText(quoteMessages.requested('Q-10001'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const [stored] = await api.shop.repositories.quotes.listByCustomer(context.loaded.cartAccount as string);
    await expect(stored.lines.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual([
      { productId: drill._id, quantity: 2 },
      { productId: wrenchSet._id, quantity: 200 },
    ]);
    await expect(stored.note).toBe('For our apprentices next year.');
    await expect(canvas.getByRole('link', { name: 'See your quote' })).toHaveAttribute('href', `/dashboard/quotes/${stored._id}`);
    await expect(await api.shop.repositories.carts.items(context.loaded.cartAccount as string)).toEqual([
      expect.objectContaining({ productId: drill._id, quantity: 2 }),
      expect.objectContaining({ productId: wrenchSet._id, quantity: 4 }),
    ]);
  },
};
