import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paidOrder, unpaidOrder } from '../../.storybook/sample-data/orders';
import { sampleCustomer } from '../../.storybook/sample-data/people';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { totalWords } from '../../core/domain/tax';
import { PayOrder } from './pay-order';
import { toastList } from '../../.storybook/toast-list';

/**
 * Paying an order with the configured card provider (the sandbox, GET /api/payment-config): the
 * order from GET /api/order/:id, then POST /api/create-payment-intent, the sandbox's
 * POST /api/sandbox-card/confirm and PATCH /api/order/:id to record the payment, all answered by the story's shop.
 */
const meta = {
  title: 'Payments/PayOrder',
  component: PayOrder,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { orderId: unpaidOrder._id, billing: { name: sampleCustomer.displayName, email: sampleCustomer.email } },
} satisfies Meta<typeof PayOrder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toasts are listed in Radix's viewport, a region named "Notifications". */

/** Pay names what the card is charged: the order's total with VAT ($680.40). */
const payLabel = `Pay ${totalWords(unpaidOrder)}`;
/** The shop's danger red (--color-danger, #b91c1c). */
const danger = 'rgb(185, 28, 28)';

/** The success callout a title belongs to. */
const calloutOf = (title: HTMLElement) => {
  const callout = title.closest('[role="status"]');
  if (!(callout instanceof HTMLElement)) throw new Error(`"${title.textContent}" is not the title of a status callout`);
  return callout;
};

/** Waits for the payment to be ready, enters the card and presses Pay. */
const payWith = async (canvasElement: HTMLElement, number: string) => {
  const canvas = within(canvasElement);
  // Pay is named "Preparing payment…" until the client secret is there.
  const pay = await canvas.findByRole('button', { name: payLabel }, { timeout: 5000 });
  await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), number);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry' }), '1234');
  await userEvent.type(canvas.getByRole('textbox', { name: 'CVC' }), '123');
  await userEvent.click(pay);
};

/** A test card that succeeds: the sandbox confirms it, the shop records it, the order is paid. */
export const PaysWithTestCard: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const api = storyApi(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Test mode: no real card is charged')).toBeVisible();
    await payWith(canvasElement, '4242424242424242');

    // The sandbox's intent, which the shop recorded the order paid with.
    await waitFor(() => expect(api.callsOf('recordPayment')).toHaveLength(1));
    const { transactionId } = (await api.shop.repositories.orders.findById(unpaidOrder._id)) ?? {};
    await expect(transactionId).toMatch(/^pi_sandbox_/);
    const toasts = await toastList();
    const congrats = await toasts.findByText('Congrats! Your Payment is completed');
    await waitFor(() => expect(congrats).toBeVisible());
    await waitFor(() => expect(toasts.getByText(`You transaction Id : ${transactionId}`)).toBeVisible());

    const callout = calloutOf(await canvas.findByText('Paid'));
    await expect(callout).toHaveTextContent(`Transaction ID ${transactionId}`);
    await expect(canvas.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.queryByRole('form', { name: 'Card payment' })).not.toBeInTheDocument();

    await expect(api.callsOf('createPaymentIntent').map((call) => call.body)).toEqual([{ orderId: unpaidOrder._id }]);
    await expect(api.callsOf('confirmSandboxCard').map((call) => call.body)).toEqual([{
      clientSecret: expect.stringContaining(`${transactionId}_secret_`),
      number: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
      name: args.billing.name,
      email: args.billing.email,
    }]);
    await expect(api.callsOf('recordPayment')[0].body).toEqual({ transactionId });
  },
};

/** A test card that declines: the provider's message in red, nothing recorded, and Pay to try another card. */
export const Declined: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const api = storyApi(context);
    const canvas = within(canvasElement);
    await payWith(canvasElement, '4000000000000002');

    const alert = await within(canvas.getByRole('form', { name: 'Card payment' })).findByRole('alert');
    await expect(alert).toHaveTextContent('Your card was declined.');
    await expect(alert).toHaveStyle({ color: danger });

    await expect(api.callsOf('confirmSandboxCard').map((call) => call.body)).toEqual([expect.objectContaining({ number: '4000 0000 0000 0002' })]);
    // The order is not paid: nothing recorded, no success, and the card can be changed and paid again.
    await expect(api.callsOf('recordPayment')).toHaveLength(0);
    await expect((await api.shop.repositories.orders.findById(unpaidOrder._id))?.paid).toBe(false);
    await expect(canvas.queryByText('Paid')).not.toBeInTheDocument();
    await expect(screen.queryByText('Congrats! Your Payment is completed')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: payLabel })).toBeEnabled());
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toBeEnabled();
  },
};

/** The provider declines even a card that pays: its message, and the order stays unpaid. */
export const DeclinedByTheProvider: Story = {
  parameters: { api: { confirmSandboxCard: 'declined' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await payWith(context.canvasElement, '4242424242424242');
    await expect(await within(canvas.getByRole('form', { name: 'Card payment' })).findByRole('alert')).toHaveTextContent('Your card was declined.');
    await expect((await storyApi(context).shop.repositories.orders.findById(unpaidOrder._id))?.paid).toBe(false);
  },
};

/** After a decline, typing another card takes the decline's message away. */
export const DeclineClearsWhenTheCardChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payWith(canvasElement, '4000000000000002');
    const form = within(canvas.getByRole('form', { name: 'Card payment' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Your card was declined.');

    const number = form.getByRole('textbox', { name: 'Card number' });
    await waitFor(() => expect(number).toBeEnabled());
    await userEvent.clear(number);
    await userEvent.type(number, '4242424242424242');
    await expect(form.queryByRole('alert')).not.toBeInTheDocument();
    await expect(form.getByRole('button', { name: payLabel })).toBeEnabled();
  },
};

/** The order is paid already: its transaction id, and no card form. */
export const AlreadyPaid: Story = {
  args: { orderId: paidOrder._id },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    // While loading, a spinner is a status too: the callout is found by its title.
    const callout = calloutOf(await canvas.findByText('This order is paid', {}, { timeout: 5000 }));
    await expect(callout).toHaveTextContent(`${paidOrder.quantity} × ${paidOrder.productName}. Transaction ID ${paidOrder.transactionId}`);
    await expect(canvas.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.queryByRole('form', { name: 'Card payment' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    // Nothing is prepared for a paid order.
    await expect(storyApi(context).callsOf('createPaymentIntent')).toHaveLength(0);
  },
};

/** No client secret: the shop fails to prepare the payment once (500); Try again asks once more. */
export const SecretUnavailable: Story = {
  parameters: { api: { createPaymentIntent: { failure: 500, times: 1 } } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(canvas.queryByRole('button', { name: payLabel })).not.toBeInTheDocument();

    // Once the shop answers, Try again prepares the payment and Pay is back.
    await userEvent.click(retry);
    await expect(await canvas.findByRole('button', { name: payLabel })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(storyApi(context).callsOf('createPaymentIntent').map((call) => call.body)).toEqual([{ orderId: unpaidOrder._id }, { orderId: unpaidOrder._id }]);
  },
};
