import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fakeStripe, stripeDeclinedMessage, stripePayments } from '../../.storybook/fake-stripe';
import { bigCartOrder, unpaidOrder } from '../../.storybook/sample-data/orders';
import { expectLinesInRow } from '../../.storybook/order-lines-checks';
import { sandboxCardFormat, sandboxTestCards } from '../../.storybook/sandbox-cards';
import type { CardPayments } from '../../core/ports/browser/card-payments';
import { totalWords } from '../../core/domain/tax';
import type { CardProvider } from '../services/card-providers';
import { PaymentPanel } from './payment-panel';
import { SandboxCardForm, type TypedCard } from './sandbox-card-form';
import { StripeCardForm } from './stripe-card-form';

/** The sandbox provider's browser half, faked: any card pays. */
const sandboxMakePayments = fn(
  (_card: () => TypedCard): CardPayments => ({
    confirmCardPayment: async () => 'pi_sandbox_story',
  }),
);

/** The embedded sandbox provider, as the composition root loads it, with a fake payments half. */
const sandboxProvider: CardProvider = {
  kind: 'sandbox',
  testMode: true,
  testCards: sandboxTestCards,
  CardForm: (props) => <SandboxCardForm {...props} format={sandboxCardFormat} makePayments={sandboxMakePayments} />,
};

/** Stripe over a fake Stripe.js (Stripe's frame cannot load here), in test mode. */
const stripe = fakeStripe();
const stripeTestCards = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Declined' },
];
const stripeProvider: CardProvider = {
  kind: 'stripe',
  testMode: true,
  testCards: stripeTestCards,
  CardForm: (props) => <StripeCardForm {...props} stripe={Promise.resolve(stripe.asStripe)} makePayments={stripePayments} />,
};

/**
 * The payment page's body for each card provider and each step of the payment: what is paid
 * for, the test cards, the provider's card form, Pay, and the outcome.
 */
const meta = {
  title: 'Payments/PaymentPanel',
  component: PaymentPanel,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    order: unpaidOrder,
    provider: sandboxProvider,
    step: 'ready',
    error: null,
    transactionId: null,
    onPayments: fn(),
    onCardChange: fn(),
    onPay: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PaymentPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the order costs with VAT, as the panel shows and charges it ($680.40). */
const total = totalWords(unpaidOrder);
const payLabel = `Pay ${total}`;
const sandboxTransactionId = 'pi_sandbox_Hartwell7kLmN2pQ';
const stripeTransactionId = 'pi_3QxStripeHartwell7kLmN2pQ';
/** The shop's danger red (--color-danger, #b91c1c). */
const danger = 'rgb(185, 28, 28)';

/** The provider's card fields, the sandbox's inputs in a fieldset or Stripe's frame: both a group named Card. */
const cardGroup = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: 'Card' });

const expectCardEnabled = async (canvasElement: HTMLElement, provider: CardProvider) => {
  const group = cardGroup(canvasElement);
  if (provider.kind === 'sandbox') {
    await expect(group).toBeEnabled();
    await expect(within(group).getByRole('textbox', { name: 'Card number' })).toBeEnabled();
    // An empty field looks empty: no placeholder that reads like a card number or a CVC already typed.
    for (const name of ['Card number', 'CVC']) await expect(within(group).getByRole('textbox', { name }).getAttribute('placeholder') ?? '').not.toMatch(/\d/);
  } else {
    await expect(group).not.toHaveAttribute('aria-disabled');
    await waitFor(() => expect(stripe.element.options).toMatchObject({ disabled: false }));
  }
};

const expectCardDisabled = async (canvasElement: HTMLElement, provider: CardProvider) => {
  const group = cardGroup(canvasElement);
  if (provider.kind === 'sandbox') {
    await expect(group).toBeDisabled();
    for (const name of ['Card number', 'Expiry', 'CVC']) await expect(within(group).getByRole('textbox', { name })).toBeDisabled();
  } else {
    await expect(group).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(stripe.element.options).toMatchObject({ disabled: true }));
  }
};

/** Edits the card as the customer would: a digit typed, or Stripe's frame reporting a change. */
const changeCard = async (canvasElement: HTMLElement, provider: CardProvider) => {
  if (provider.kind === 'sandbox') {
    await userEvent.type(within(cardGroup(canvasElement)).getByRole('textbox', { name: 'Card number' }), '4');
  } else {
    stripe.element.emit('change', { elementType: 'card', empty: false, complete: false, brand: 'visa', value: { postalCode: '' } });
  }
};

/** What is paid for: the order's number, the customer, the product and quantity, the total. */
const expectSummary = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Order', { selector: 'dt' }).nextElementSibling).toHaveTextContent(unpaidOrder.number);
  await expect(canvas.getByText(unpaidOrder.customerName)).toBeVisible();
  await expect(canvas.getByText(`${unpaidOrder.quantity} × ${unpaidOrder.productName}`)).toBeVisible();
  await expect(canvas.getByText(total)).toBeVisible();
};

/** The test-mode notice lists every test card of the provider with what it does. */
const expectTestCards = async (canvasElement: HTMLElement, provider: CardProvider) => {
  const notice = within(canvasElement).getByText('Test mode: no real card is charged').parentElement;
  if (!(notice instanceof HTMLElement)) throw new Error('The test-mode notice is missing');
  // Static guidance: not a live region.
  await expect(notice).not.toHaveAttribute('role');
  await expect(notice).toBeVisible();
  for (const card of provider.testCards) {
    await expect(within(notice).getByText(card.number)).toBeVisible();
    await expect(within(notice).getByText(card.outcome)).toBeVisible();
  }
};

const fetchingSecret = (provider: CardProvider): Story => ({
  args: { provider, step: 'fetchingSecret' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSummary(canvasElement);
    await expectTestCards(canvasElement, provider);
    const button = canvas.getByRole('button', { name: 'Preparing payment…' });
    await expect(button).toBeDisabled();
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(canvas.queryByRole('button', { name: payLabel })).not.toBeInTheDocument();
    // The card can be entered while the payment is prepared.
    await expectCardEnabled(canvasElement, provider);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
});

type Play = NonNullable<Story['play']>;

const playReady =
  (provider: CardProvider): Play =>
  async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSummary(canvasElement);
    await expectTestCards(canvasElement, provider);
    await expectCardEnabled(canvasElement, provider);
    // The card form hands over what pays with it.
    await waitFor(() => expect(args.onPayments).toHaveBeenCalled());

    const pay = canvas.getByRole('button', { name: payLabel });
    await expect(pay).toBeEnabled();
    await expect(pay).toHaveAttribute('type', 'submit');
    await expect(canvas.getByRole('form', { name: 'Card payment' })).toContainElement(pay);
    await userEvent.click(pay);
    await expect(args.onPay).toHaveBeenCalledTimes(1);
    await expect(args.onRetry).not.toHaveBeenCalled();
  };

const ready = (provider: CardProvider): Story => ({ args: { provider, step: 'ready' }, play: playReady(provider) });

const confirming = (provider: CardProvider): Story => ({
  args: { provider, step: 'confirming' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pay = canvas.getByRole('button', { name: 'Paying…' });
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await expect(pay).toBeDisabled();
    await expectCardDisabled(canvasElement, provider);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
});

const declined = (provider: CardProvider): Story => ({
  args: { provider, step: 'failed', error: stripeDeclinedMessage },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Card payment' });
    const alert = within(form).getByRole('alert');
    await expect(alert).toHaveTextContent('Your card was declined.');
    await expect(alert).toHaveStyle({ color: danger });
    // Beneath the card fields, above Pay.
    const pay = canvas.getByRole('button', { name: payLabel });
    await expect(cardGroup(canvasElement).compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(alert.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The customer may change the card and pay again.
    await expectCardEnabled(canvasElement, provider);
    await expect(pay).toBeEnabled();
    await userEvent.click(pay);
    await expect(args.onPay).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Paid')).not.toBeInTheDocument();
    // Editing the card is reported, for the decline to be cleared.
    await changeCard(canvasElement, provider);
    await expect(args.onCardChange).toHaveBeenCalled();
  },
});

const paid = (provider: CardProvider, transactionId: string): Story => ({
  args: { provider, step: 'paid', transactionId },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const callout = canvas.getByRole('status');
    await expect(callout).toHaveTextContent('Paid');
    await expect(callout).toHaveTextContent(`${total} for ${unpaidOrder.quantity} × ${unpaidOrder.productName}. Transaction ID ${transactionId}`);
    await expect(within(callout).getByText(transactionId)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/dashboard');
    // Nothing is left to pay.
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'Card' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: payLabel })).not.toBeInTheDocument();
  },
});

/** The client secret is being fetched: Pay waits, saying so. */
export const SandboxFetchingSecret = fetchingSecret(sandboxProvider);
/** Ready: the test cards are listed, and Pay pays. */
export const SandboxReady = ready(sandboxProvider);
/** The card is being confirmed: Pay is busy and the card cannot change. */
export const SandboxConfirming = confirming(sandboxProvider);
/** The provider declined the card: its message beneath the card fields, and Pay to try again. */
export const SandboxDeclined = declined(sandboxProvider);
/** Paid: the transaction id, and the way back to the orders. */
export const SandboxPaid = paid(sandboxProvider, sandboxTransactionId);

/** The provider has confirmed the card and the shop is recording the payment: still busy. */
export const SandboxRecording: Story = {
  args: { step: 'recording' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Paying…' })).toHaveAttribute('aria-busy', 'true');
    await expectCardDisabled(canvasElement, sandboxProvider);
  },
};

/** No client secret could be had: the reason, and Try again instead of Pay. */
export const SandboxUnavailable: Story = {
  args: { step: 'unavailable', error: 'This order is already paid' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This order is already paid');
    await expect(canvas.queryByRole('button', { name: payLabel })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** The card was charged but the shop could not record it: only recording is tried again, the card stays as it was. */
export const SandboxChargedNotRecorded: Story = {
  args: { step: 'failed', transactionId: sandboxTransactionId, error: 'The shop could not be reached. Check your connection and try again.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The shop could not be reached.');
    await expect(canvas.queryByRole('button', { name: payLabel })).not.toBeInTheDocument();
    await expectCardDisabled(canvasElement, sandboxProvider);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const StripeFetchingSecret = fetchingSecret(stripeProvider);
/** Ready over Stripe: the payments object handed over pays through Stripe.js with its card element. */
export const StripeReady: Story = {
  args: { provider: stripeProvider, step: 'ready' },
  play: async (context) => {
    await playReady(stripeProvider)(context);
    const { args } = context;
    const calls = (args.onPayments as ReturnType<typeof fn>).mock.calls;
    const payments = calls[calls.length - 1]?.[0] as CardPayments | null;
    if (!payments) throw new Error('onPayments has not been given a payments object');
    const billing = { name: unpaidOrder.customerName, email: unpaidOrder.customerEmail };
    await expect(await payments.confirmCardPayment('pi_fake_secret_1', billing)).toBe('pi_fake');
    const [method] = (stripe.stripe.createPaymentMethod.mock.lastCall ?? []) as unknown as [{ card: unknown; billing_details: unknown }];
    await expect(method.card).toBe(stripe.element);
    await expect(method.billing_details).toEqual(billing);
    await expect(stripe.stripe.confirmCardPayment).toHaveBeenCalledWith('pi_fake_secret_1', { payment_method: 'pm_fake' });
  },
};
export const StripeConfirming = confirming(stripeProvider);
/** Stripe declined the card: the panel shows the message Stripe's payments half rejects with. */
export const StripeDeclined: Story = {
  args: { provider: stripeProvider, step: 'failed', error: stripeDeclinedMessage },
  play: async (context) => {
    await declined(stripeProvider).play?.(context);
    // What a declining test card makes Stripe.js answer, and the message it becomes.
    const declining = fakeStripe({ outcome: 'decline' });
    const payments = stripePayments(declining.asStripe, () => declining.element as never);
    const billing = { name: unpaidOrder.customerName, email: unpaidOrder.customerEmail };
    await expect(payments.confirmCardPayment('pi_fake_secret_2', billing)).rejects.toMatchObject({ name: 'CardPaymentError', message: 'Your card was declined.' });
  },
};
export const StripePaid = paid(stripeProvider, stripeTransactionId);

/** Paying for a cart of 14 lines: what is paid for names its first lines and how many more, then the total. */
export const SandboxReadyForACart: Story = {
  args: { provider: sandboxProvider, step: 'ready', order: bigCartOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectLinesInRow(canvas.getByText('Products').nextElementSibling as HTMLElement, bigCartOrder.lines);
    await expect(canvas.getByText('Total').nextElementSibling).toHaveTextContent(totalWords(bigCartOrder));
  },
};
