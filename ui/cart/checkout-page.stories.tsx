import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyRouter } from '@tanstack/react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bookOf, sampleAddresses } from '../../.storybook/sample-data/addresses';
import { cartItemOf, cartOf, circularSaw, drill, longNamedProduct, productsWithLongName, wrenchSet } from '../../.storybook/sample-data/carts';
import { sampleProducts } from '../../.storybook/sample-data/catalogue';
import { expectInView, expectNoSidewaysScroll } from '../../.storybook/layout-checks';
import { sampleCustomer } from '../../.storybook/sample-data/people';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { toastList } from '../../.storybook/toast-list';
import { cartMessages } from '../../core/domain/cart';
import { stockMessages } from '../../core/domain/product';
import { withVat } from '../../.storybook/sample-data/shown-prices';
import { addressPickerText } from '../ordering/address-picker';
import { CheckoutPage } from './checkout-page';

const cartTotal = drill.price * 2 + wrenchSet.price * 4;

/** Checkout: the customer's cart (GET /api/cart), where it goes, and Place order (POST /api/checkout) to the story's shop. */
const meta = {
  title: 'Cart/CheckoutPage',
  component: CheckoutPage,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    initialPath: '/checkout',
    shop: { orders: [], addresses: bookOf(sampleAddresses), carts: cartOf([cartItemOf(drill, 2), cartItemOf(wrenchSet, 4)]) },
  },
  args: { customer: sampleCustomer },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const [, workshop] = sampleAddresses;
const review = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'Your order' }));
const pathOf = (loaded: Record<string, unknown>) => (loaded.router as AnyRouter).state.location.pathname;

/** The default address chosen, a phone number, Place order: one order of both lines at the total shown, and on to paying. */
export const PlacesTheOrder: Story = {
  play: async (context) => {
    const { canvasElement, loaded } = context;
    const canvas = within(canvasElement);
    const api = storyApi(context);
    const order = await review(canvasElement);
    await expect(order.getAllByRole('listitem')).toHaveLength(2);
    await expect(order.getAllByRole('listitem')[0]).toHaveTextContent(`2 × ${withVat(drill.price)}`);
    await expect(order.getByLabelText(`Total ${withVat(cartTotal)}`)).toBeVisible();
    await expect(canvas.getByText(sampleCustomer.email)).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: new RegExp(workshop.company) })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone Number (optional)' }), '+1 416 555 0142');
    const place = order.getByRole('button', { name: 'Place order' });
    await waitFor(() => expect(place).toBeEnabled());
    await userEvent.dblClick(place);

    await expect(await (await toastList()).findByText('You Order is placed')).toBeInTheDocument();
    const [placed] = await api.shop.repositories.orders.listByCustomer(sampleCustomer.id);
    await waitFor(() => expect(pathOf(loaded)).toBe(`/dashboard/payment/${placed._id}`));
    await expect(api.callsOf('checkout')).toHaveLength(1);
    await expect(api.callsOf('checkout')[0].body).toEqual({ requestId: expect.any(String), phone: '+1 416 555 0142', expectedTotal: cartTotal, saveAddress: false, addressId: workshop._id });
    await expect(placed.lines.map((line) => [line.name, line.quantity])).toEqual([[drill.name, 2], [wrenchSet.name, 4]]);
    await expect(placed.totalPrice).toBe(cartTotal);
    await expect(await api.shop.repositories.carts.items(sampleCustomer.id)).toEqual([]);
  },
};

/** The price went up after the page showed the total: the shop refuses it, the page says so and shows the new total, and the next press places it. */
export const PriceChangedMeanwhile: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const api = storyApi(context);
    const order = await review(canvasElement);
    await within(canvasElement).findByRole('radio', { name: new RegExp(workshop.company) });
    const place = order.getByRole('button', { name: 'Place order' });
    await waitFor(() => expect(place).toBeEnabled());
    const { customerCount: _count, _id, ...fields } = drill;
    api.meanwhile('checkout', () => api.shop.repositories.products.update(_id, { ...fields, price: drill.price + 10 }));
    await userEvent.click(place);

    const newTotal = cartTotal + 20;
    await expect(await order.findByRole('alert')).toHaveTextContent(cartMessages.priceChanged(newTotal));
    await expect(await order.findByLabelText(`Total ${withVat(newTotal)}`)).toBeVisible();
    await expect(order.getByText(withVat(drill.price), { selector: 's' })).toBeVisible();
    await waitFor(() => expect(place).toBeEnabled());
    await userEvent.click(place);
    await waitFor(() => expect(api.callsOf('checkout')).toHaveLength(2));
    const [first, second] = api.callsOf('checkout').map((call) => call.body as { requestId: string; expectedTotal: number });
    await expect([first.expectedTotal, second.expectedTotal]).toEqual([cartTotal, newTotal]);
    await expect(second.requestId).toBe(first.requestId);
    await waitFor(async () => expect(await api.shop.repositories.orders.listByCustomer(sampleCustomer.id)).toHaveLength(1));
  },
};

/** Sold out after the page opened: the shortage is named, nothing is placed, and the line says why. */
export const ShortageMeanwhile: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const api = storyApi(context);
    const order = await review(canvasElement);
    await within(canvasElement).findByRole('radio', { name: new RegExp(workshop.company) });
    const place = order.getByRole('button', { name: 'Place order' });
    await waitFor(() => expect(place).toBeEnabled());
    const { customerCount: _count, _id, ...fields } = wrenchSet;
    api.meanwhile('checkout', () => api.shop.repositories.products.update(_id, { ...fields, stock: 3 }));
    await userEvent.click(place);
    await expect(await order.findByRole('alert')).toHaveTextContent(`${wrenchSet.name}: ${stockMessages.notEnough(3)}`);
    await expect(await order.findByText(stockMessages.notEnough(3), { selector: 'li p' })).toBeVisible();
    await expect(order.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await expect(await api.shop.repositories.orders.listByCustomer(sampleCustomer.id)).toEqual([]);
  },
};

/** A cart with a line that cannot be ordered: Place order is disabled with the reason, and the cart is one link away. */
export const CannotBeCheckedOut: Story = {
  parameters: {
    shop: {
      products: sampleProducts.map((product) => (product._id === circularSaw._id ? { ...product, stock: 0 } : product)),
      carts: cartOf([cartItemOf(drill, 1), cartItemOf(circularSaw, 1)]),
    },
  },
  play: async ({ canvasElement }) => {
    const order = await review(canvasElement);
    const place = order.getByRole('button', { name: 'Place order' });
    await expect(place).toBeDisabled();
    await expect(place).toHaveAccessibleDescription(cartMessages.fixLines);
    await expect(order.getByText(stockMessages.outOfStock)).toBeVisible();
    await expect(order.getByRole('link', { name: 'Change your cart' })).toHaveAttribute('href', '/cart');
  },
};

/** No saved address: the new address's fields, and Place order without them says what is missing. */
export const NewAddress: Story = {
  parameters: { shop: { addresses: bookOf([]) } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const order = await review(context.canvasElement);
    await canvas.findByLabelText('Address line 1');
    await waitFor(() => expect(order.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await userEvent.click(order.getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByText('Address line 1 is required')).toBeVisible();
    await expect(storyApi(context).callsOf('checkout')).toHaveLength(0);
    await userEvent.type(canvas.getByLabelText('Address line 1'), '7 Mill Lane');
    await userEvent.type(canvas.getByLabelText('City'), 'Hamilton');
    await userEvent.type(canvas.getByLabelText('Postcode'), 'L8P 4R5');
    await userEvent.type(canvas.getByLabelText('Country'), 'Canada');
    await expect(canvas.getByLabelText(addressPickerText.saveIt)).toBeChecked();
    await userEvent.click(order.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(storyApi(context).callsOf('checkout')).toHaveLength(1));
    await expect(storyApi(context).callsOf('checkout')[0].body).toEqual(expect.objectContaining({ address: expect.objectContaining({ line1: '7 Mill Lane', recipient: sampleCustomer.displayName }), saveAddress: true }));
  },
};

/** A name of 93 characters on a phone: the review wraps it, the total and Place order stay on screen. */
export const LongProductName: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { shop: { products: productsWithLongName, carts: cartOf([cartItemOf(longNamedProduct, 2), cartItemOf(drill, 1)]) } },
  play: async ({ canvasElement }) => {
    const order = await review(canvasElement);
    await expect(order.getByRole('link', { name: longNamedProduct.name })).toBeVisible();
    await expectInView(order.getByRole('button', { name: 'Place order' }));
    await expectInView(order.getByLabelText(`Total ${withVat(longNamedProduct.price * 2 + drill.price)}`));
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Nothing to check out: said so, with the way back to the catalogue. */
export const EmptyCart: Story = {
  parameters: { shop: { carts: cartOf([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(cartMessages.empty)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
  },
};
