import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyRouter } from '@tanstack/react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { bookOf, sampleAddresses } from '../../.storybook/sample-data/addresses';
import { sampleProduct } from '../../.storybook/sample-data/catalogue';
import { sampleCustomer, unverifiedUser } from '../../.storybook/sample-data/people';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { addressMessages } from '../../core/domain/address';
import { cartMessages } from '../../core/domain/cart';
import { messages } from '../../core/domain/messages';
import { orderMessages } from '../../core/domain/order';
import { quoteMessages } from '../../core/domain/quote';
import { cartItemOf, cartOf } from '../../.storybook/sample-data/carts';
import { addressPickerText } from './address-picker';
import { ProductOrdering } from './product-ordering';
import { toastList } from '../../.storybook/toast-list';
import { withVat } from '../../.storybook/sample-data/shown-prices';

/** The product as its page has it (the catalogue's customer count left out). */
const { customerCount: _customerCount, ...product } = sampleProduct;

/** Ordering from the product page: quantity, Purchase, the order form, then POST /api/order to the story's shop. */
const meta = {
  title: 'Ordering/ProductOrdering',
  component: ProductOrdering,
  tags: ['autodocs'],
  parameters: { layout: 'padded', shop: { orders: [], addresses: bookOf(sampleAddresses) } },
  args: { product, customer: sampleCustomer },
} satisfies Meta<typeof ProductOrdering>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toasts are listed in Radix's viewport, a region named "Notifications". */

const setQuantity = async (canvasElement: HTMLElement, quantity: string) => {
  const field = within(canvasElement).getByRole('spinbutton', { name: 'Quantity' });
  await userEvent.clear(field);
  await userEvent.type(field, quantity);
};

const [, workshop] = sampleAddresses;
const orderForm = async () => within(await screen.findByRole('dialog', { name: `Order For : ${product.name}` }));

/** Fills in the order form, the default address chosen, and submits it. */
const placeOrder = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Purchase' }));
  const dialog = await orderForm();
  await userEvent.type(dialog.getByRole('textbox', { name: 'Phone Number (optional)' }), '+1 416 555 0142');
  await expect(await dialog.findByRole('radio', { name: new RegExp(workshop.company) })).toBeChecked();
  await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
};

/** A quantity within bounds, Purchase, a phone number, Submit: the order is placed. */
export const PlacesAnOrder: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);

    // It starts at the product's minimum.
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(product.min);
    await setQuantity(canvasElement, '5');
    await expect(canvas.getByText(/order between/)).toHaveTextContent(`Total ${withVat(945)} inc. VAT`);

    await placeOrder(canvasElement);

    const toast = await (await toastList()).findByText('You Order is placed');
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const api = storyApi(context);
    // Straight on to paying for it.
    const [placed] = await api.shop.repositories.orders.listByCustomer(sampleCustomer.id);
    await waitFor(() => expect((context.loaded.router as AnyRouter).state.location.pathname).toBe(`/dashboard/payment/${placed._id}`));
    await expect(api.callsOf('placeOrder')).toHaveLength(1);
    await expect(api.callsOf('placeOrder')[0].body).toEqual(
      expect.objectContaining({
        productId: product._id,
        quantity: 5,
        phone: '+1 416 555 0142',
        totalPrice: 945,
        customer: sampleCustomer.email,
        addressId: workshop._id,
      }),
    );
    // The shop stored it, priced from the product, with the default address as it was.
    const [stored] = await api.shop.repositories.orders.listByCustomer(sampleCustomer.id);
    const { _id: _omitId, isDefault: _omitDefault, ...deliveredTo } = workshop;
    await expect(stored).toEqual(expect.objectContaining({ productId: product._id, quantity: 5, totalPrice: 945, paid: false, deliveryAddress: deliveredTo }));
  },
};

/** The API answers 500: the form closes, an error toast and callout say so. */
export const Failed: Story = {
  parameters: { api: { placeOrder: 500 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await placeOrder(canvasElement);

    const toast = await (await toastList()).findByText('Sorry for Delay');
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const callout = await canvas.findByRole('alert');
    await expect(callout).toHaveTextContent('Your order was not placed');
    await expect(callout).toHaveTextContent('Something went wrong on our side. Please try again. Press Purchase to try again.');
    await expect(canvas.getByRole('button', { name: 'Purchase' })).toBeEnabled();
  },
};

/** The request never reaches the shop: the browser's own words, and Purchase to try again. */
export const NetworkError: Story = {
  parameters: { api: { placeOrder: 'network-error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await placeOrder(canvasElement);
    const callout = await canvas.findByRole('alert');
    await expect(callout).toHaveTextContent('Your order was not placed');
    await expect(callout).toHaveTextContent('The shop could not be reached. Check your connection and try again.');
    await expect(canvas.getByRole('button', { name: 'Purchase' })).toBeEnabled();
  },
};

/** A quantity beyond either bound is told as one toast that matches the field's message, gone once the quantity changes, and Purchase is disabled. */
export const QuantityOutOfBounds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const purchase = canvas.getByRole('button', { name: 'Purchase' });

    await setQuantity(canvasElement, String(product.max + 5));
    const toasts = await toastList();
    await waitFor(() => expect(toasts.getByText('Maximum Quantity Exceeded')).toBeVisible());
    await expect(purchase).toBeDisabled();
    await expect(canvas.getByText(/order between/)).toHaveTextContent(`Maximum Quantity Exceeded: order between ${product.min} and ${product.max}`);

    await setQuantity(canvasElement, String(product.min - 1));
    await waitFor(() => expect(toasts.getByText('Add Minimum Quantity')).toBeVisible());
    await expect(purchase).toBeDisabled();
    // One message for the field: the new one replaced the old.
    await expect(toasts.queryByText('Maximum Quantity Exceeded')).not.toBeInTheDocument();

    // Not a whole number: the field says so, and no toast contradicts it.
    await setQuantity(canvasElement, String(product.max + 5));
    await waitFor(() => expect(toasts.getByText('Maximum Quantity Exceeded')).toBeVisible());
    await setQuantity(canvasElement, '2.5');
    await expect(canvas.getByText(/order between/)).toHaveTextContent(`Use a whole number: order between ${product.min} and ${product.max}`);
    await waitFor(() => expect(toasts.queryByText('Maximum Quantity Exceeded')).not.toBeInTheDocument());

    await setQuantity(canvasElement, String(product.max + 5));
    await waitFor(() => expect(toasts.getByText('Maximum Quantity Exceeded')).toBeVisible());
    await setQuantity(canvasElement, String(product.min));
    await expect(purchase).toBeEnabled();
    // Fixed: the message does not outlive the fix.
    await waitFor(() => expect(toasts.queryByText('Maximum Quantity Exceeded')).not.toBeInTheDocument());
    await expect(toasts.queryByText('Add Minimum Quantity')).not.toBeInTheDocument();
  },
};

/** Focus starts on the one field to type in, skips the read-only ones, and goes back to Purchase when the form closes. */
export const FocusInTheOrderForm: Story = {
  play: async ({ canvasElement, loaded }) => {
    const purchase = within(canvasElement).getByRole('button', { name: 'Purchase' });

    await userEvent.click(purchase);
    const dialog = within(await screen.findByRole('dialog', { name: `Order For : ${product.name}` }));
    const phone = dialog.getByRole('textbox', { name: 'Phone Number (optional)' });
    await waitFor(() => expect(phone).toHaveFocus());
    // Tab goes from the phone number to the chosen address, then Submit and round to Close: the read-only values are no stops.
    await expect(await dialog.findByRole('radio', { name: new RegExp(workshop.company) })).toBeChecked();
    await userEvent.tab();
    await expect(dialog.getByRole('radio', { name: new RegExp(workshop.company) })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(phone).toHaveFocus();

    // Closed with Escape: back on Purchase.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(purchase).toHaveFocus());

    // Closed by a placed order: the order's payment page comes next.
    await userEvent.click(purchase);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect((loaded.router as AnyRouter).state.location.pathname).toMatch(/^\/dashboard\/payment\//));
  },
};

const typed = { recipient: sampleCustomer.displayName, company: '', line1: '7 Mill Lane', line2: '', city: 'Hamilton', region: '', postcode: 'L8P 4R5', country: 'Canada' };

/** A new address typed while ordering, with 'Save it to my address book': it goes with the order and into the book, and the next order chooses it from there. */
export const NewAddressSavedToTheBook: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const api = storyApi(context);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Purchase' }));
    let dialog = await orderForm();
    await userEvent.click(await dialog.findByRole('radio', { name: addressPickerText.newAddress }));
    await userEvent.type(dialog.getByLabelText('Address line 1'), typed.line1);
    await userEvent.type(dialog.getByLabelText('City'), typed.city);
    await userEvent.type(dialog.getByLabelText('Postcode'), typed.postcode);
    await userEvent.type(dialog.getByLabelText('Country'), typed.country);
    await expect(dialog.getByLabelText(addressPickerText.saveIt)).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await expect(api.callsOf('placeOrder')[0].body).toEqual(expect.objectContaining({ address: typed, saveAddress: true }));
    const book = await api.shop.repositories.addresses.list(sampleCustomer.id);
    await expect(book.map((address) => address.line1)).toContain(typed.line1);

    // The book is read again: the new address is a choice now, not a form to fill in again.
    const reads = api.callsOf('listAddresses').length;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Purchase' }));
    dialog = await orderForm();
    await expect(await dialog.findByRole('radio', { name: new RegExp(typed.line1) })).toBeInTheDocument();
    await expect(api.callsOf('listAddresses').length).toBeGreaterThan(reads);
    await expect(dialog.queryByLabelText('Address line 1')).not.toBeInTheDocument();
  },
};

/** Submit with the new address unfinished: nothing is sent, the form says to choose where to deliver and what each field needs. */
export const SubmitWithoutAnAddress: Story = {
  parameters: { shop: { orders: [], addresses: bookOf([]) } },
  play: async (context) => {
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Purchase' }));
    const dialog = await orderForm();
    await dialog.findByLabelText('Address line 1');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByText(addressMessages.chooseOne)).toBeVisible();
    await expect(await dialog.findByText('Address line 1 is required')).toBeVisible();
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(storyApi(context).callsOf('placeOrder')).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText('Address line 1'), typed.line1);
    await userEvent.type(dialog.getByLabelText('City'), typed.city);
    await userEvent.type(dialog.getByLabelText('Postcode'), typed.postcode);
    await userEvent.type(dialog.getByLabelText('Country'), typed.country);
    await waitFor(() => expect(dialog.queryByText(addressMessages.chooseOne)).not.toBeInTheDocument());
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await (await toastList()).findByText('You Order is placed')).toBeInTheDocument();
  },
};

/** Only 7 left: the picker's bound is 7, and one more says how many can be ordered. */
export const OnlyAFewLeft: Story = {
  args: { product: { ...product, min: 2, stock: 7 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute('max', '7');
    await setQuantity(canvasElement, '8');
    await waitFor(async () => expect((await toastList()).getByText('Only 7 left in stock: order 7 or fewer')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Purchase' })).toBeDisabled();
    await setQuantity(canvasElement, '7');
    await expect(canvas.getByRole('button', { name: 'Purchase' })).toBeEnabled();
  },
};

/** Out of stock: Purchase is disabled and says why, and no toast is shown for it. */
export const OutOfStock: Story = {
  args: { product: { ...product, stock: 0 } },
  play: async ({ canvasElement }) => {
    const purchase = within(canvasElement).getByRole('button', { name: 'Purchase' });
    await expect(purchase).toBeDisabled();
    await expect(purchase).toHaveAccessibleDescription(/This product is out of stock/);
  },
};

/** Add to cart beside Purchase puts the quantity chosen in the account's cart, says so, and shows what the cart holds of it. */
export const AddsToCart: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await setQuantity(canvasElement, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(await (await toastList()).findByText(cartMessages.added(product.name, 3))).toBeInTheDocument();
    await expect(await canvas.findByText(/In your cart:/)).toHaveTextContent('In your cart: 3 · See your cart');
    await expect(canvas.getByRole('link', { name: 'See your cart' })).toHaveAttribute('href', '/cart');
    await setQuantity(canvasElement, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(canvas.getByText(/In your cart:/)).toHaveTextContent('In your cart: 5'));
    await expect(storyApi(context).callsOf('addToCart').map((call) => call.body)).toEqual([
      { productId: product._id, quantity: 3 },
      { productId: product._id, quantity: 2 },
    ]);

    // Out of the bounds: neither Purchase nor Add to cart.
    await setQuantity(canvasElement, String(product.max + 1));
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

/** More than the maximum in the cart altogether: the shop refuses it in the spec's words, and the cart keeps what it had. */
export const AddToCartPastTheMaximum: Story = {
  parameters: { shop: { carts: cartOf([cartItemOf(sampleProduct, sampleProduct.max - 1)]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/In your cart:/)).toHaveTextContent(`In your cart: ${sampleProduct.max - 1}`);
    await setQuantity(canvasElement, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(await (await toastList()).findByText(messages.maximumExceeded)).toBeInTheDocument();
    await expect(canvas.getByText(/In your cart:/)).toHaveTextContent(`In your cart: ${sampleProduct.max - 1}`);
  },
};

/** A visitor sees Purchase and Add to cart: Add to cart keeps the quantity in the browser, Purchase goes to sign in and back to the product, never to the order form. */
export const Visitor: Story = {
  args: { customer: null },
  parameters: { shop: { signedInAs: null } },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const api = storyApi(context);
    const purchase = canvas.getByRole('button', { name: 'Purchase' });
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(purchase).toBeEnabled();
    await waitFor(() => expect(add).toBeEnabled());
    await expect(canvas.getByText(orderMessages.signInToOrder)).toBeVisible();

    await setQuantity(canvasElement, '3');
    await userEvent.click(add);
    await expect(await (await toastList()).findByText(cartMessages.added(product.name, 3))).toBeInTheDocument();
    await expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([{ productId: product._id, quantity: 3 }]);
    await expect(api.callsOf('addToCart')).toHaveLength(0);

    await userEvent.click(purchase);
    const router = context.loaded.router as AnyRouter;
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The quantity chosen comes back with them.
    await expect(router.state.location.search).toEqual({ redirect: `/productDetail/${product._id}?quantity=3` });
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(api.callsOf('placeOrder')).toHaveLength(0);
  },
};

/** A visitor's quantity out of bounds: Purchase is disabled as a customer's is, and Enter in the field goes nowhere. */
export const VisitorQuantityOutOfBounds: Story = {
  args: { customer: null },
  parameters: { shop: { signedInAs: null } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await setQuantity(canvasElement, `${product.max + 1}{Enter}`);
    await expect(canvas.getByRole('button', { name: 'Purchase' })).toBeDisabled();
    await expect((loaded.router as AnyRouter).state.location.pathname).toBe('/');
  },
};

/** The sign-in not known yet: Purchase waits, and Enter in the quantity neither opens the order form nor leaves for sign-in. */
export const CheckingSignIn: Story = {
  args: { customer: undefined },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const purchase = canvas.getByRole('button', { name: 'Purchase' });
    await expect(purchase).toBeDisabled();
    await expect(purchase).toHaveAttribute('aria-busy', 'true');
    await setQuantity(canvasElement, `${product.min}{Enter}`);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect((loaded.router as AnyRouter).state.location.pathname).toBe('/');
  },
};

const quoteDialog = async () => within(await screen.findByRole('dialog', { name: quoteMessages.requestAQuote }));

/** Above the maximum, the shop's words for more than it sells online and Request a quote: the quantity chosen (changed to 60 here) and a note are sent, and the quote is a link away. */
export const RequestsAQuoteAboveTheMaximum: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const api = storyApi(context);
    await expect(canvas.queryByText(quoteMessages.moreThanOnline(product.max))).not.toBeInTheDocument();
    await setQuantity(canvasElement, String(product.max + 30));
    await expect(await canvas.findByText(quoteMessages.moreThanOnline(product.max))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: quoteMessages.requestAQuote }));
    const dialog = await quoteDialog();
    // The dialog fades in: visible once it has.
    await waitFor(() => expect(dialog.getByText(product.name)).toBeVisible());
    const quantity = dialog.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveValue(product.max + 30);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '60');
    await userEvent.type(dialog.getByLabelText('Note (optional)'), 'Delivery to our Hamilton site, please.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(await (await toastList()).findByText(quoteMessages.requested('Q-10001'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const [stored] = await api.shop.repositories.quotes.listByCustomer(sampleCustomer.id);
    await expect(stored.lines).toEqual([expect.objectContaining({ productId: product._id, quantity: 60, cataloguePrice: product.price })]);
    await expect(stored.note).toBe('Delivery to our Hamilton site, please.');
    await expect(canvas.getByRole('link', { name: 'See your quote' })).toHaveAttribute('href', `/dashboard/quotes/${stored._id}`);
    // Asking for a quote places no order.
    await expect(api.callsOf('placeOrder')).toHaveLength(0);
  },
};

/** A customer who has not confirmed their email: the shop's refusal shows in the dialog, which keeps what was typed. */
export const QuoteRefusedBeforeTheEmailIsConfirmed: Story = {
  args: { customer: unverifiedUser },
  parameters: { shop: { orders: [], signedInAs: unverifiedUser } },
  play: async (context) => {
    const { canvasElement } = context;
    await setQuantity(canvasElement, String(product.max + 5));
    await userEvent.click(await within(canvasElement).findByRole('button', { name: quoteMessages.requestAQuote }));
    const dialog = await quoteDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Confirm your email address before asking for a quote');
    await expect(dialog.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(product.max + 5);
    await expect(await storyApi(context).shop.repositories.quotes.listByCustomer(unverifiedUser.id)).toEqual([]);
  },
};

/** A quantity the schema refuses, 0: said under the field, focused, and nothing is sent. */
export const QuoteQuantityRefused: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    await setQuantity(canvasElement, String(product.max + 5));
    await userEvent.click(await within(canvasElement).findByRole('button', { name: quoteMessages.requestAQuote }));
    const dialog = await quoteDialog();
    const quantity = dialog.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(await dialog.findByText(quoteMessages.quantityRange)).toBeVisible();
    await expect(quantity).toHaveFocus();
    await expect(storyApi(context).callsOf('requestQuote')).toHaveLength(0);
  },
};

/** A visitor above the maximum is asked to sign in for a quote, and comes back to the product with the quantity chosen. */
export const VisitorAskedToSignInForAQuote: Story = {
  args: { customer: null },
  parameters: { shop: { signedInAs: null } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await setQuantity(canvasElement, String(product.max + 5));
    await expect(await canvas.findByText(quoteMessages.moreThanOnline(product.max))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: quoteMessages.requestAQuote })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Sign in to request a quote' }));
    const router = loaded.router as AnyRouter;
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await expect(router.state.location.search).toEqual({ redirect: `/productDetail/${product._id}?quantity=${product.max + 5}` });
  },
};
