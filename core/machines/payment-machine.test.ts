import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Order } from '../domain/order';
import { CardPaymentError } from '../domain/card-payment-error';
import { createPaymentMachine, type PaymentNotice } from './payment-machine';

const billing = { name: 'Ann Archer', email: 'ann@example.com' };

function start({
  secret = () => Promise.resolve('pi_1_secret_x'),
  confirm = () => Promise.resolve('pi_1'),
  record = (orderId: string, transactionId: string) => Promise.resolve({ _id: orderId, paid: true, transactionId } as Order),
}: {
  secret?: () => Promise<string>;
  confirm?: () => Promise<string>;
  record?: (orderId: string, transactionId: string) => Promise<Order>;
} = {}) {
  const payments = { createPaymentIntent: vi.fn(secret), recordPayment: vi.fn(record) };
  const cards = { confirmCardPayment: vi.fn(confirm) };
  const actor = createActor(createPaymentMachine({ payments, cards }), { input: { orderId: 'o1', billing } });
  const notices: string[] = [];
  actor.on('notice', (notice: PaymentNotice) => notices.push(notice.message));
  actor.start();
  return { actor, payments, cards, notices };
}

describe('paying an order', () => {
  it('is ready once the client secret arrives, then confirms, records and is paid, with the two toasts', async () => {
    const { actor, payments, cards, notices } = start();
    expect(actor.getSnapshot().matches('fetchingSecret')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(payments.createPaymentIntent).toHaveBeenCalledWith('o1');
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(cards.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_x', billing);
    expect(payments.recordPayment).toHaveBeenCalledWith('o1', 'pi_1');
    expect(notices).toEqual(['Congrats! Your Payment is completed', 'You transaction Id : pi_1']);
    expect(actor.getSnapshot().context.order).toMatchObject({ paid: true, transactionId: 'pi_1' });
  });

  it('ignores Pay until the secret has arrived, and while a payment is under way', async () => {
    let confirmed!: (id: string) => void;
    const { actor, cards } = start({ confirm: () => new Promise((resolve) => (confirmed = resolve)) });
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().matches('fetchingSecret')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'PAY' });
    actor.send({ type: 'PAY' });
    expect(cards.confirmCardPayment).toHaveBeenCalledTimes(1);
    confirmed('pi_1');
    await waitFor(actor, (s) => s.matches('paid'));
  });

  it('shows a declined card and pays on retry with another', async () => {
    const confirm = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new CardPaymentError('Your card was declined.')).mockResolvedValueOnce('pi_1');
    const { actor, payments } = start({ confirm });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Your card was declined.');
    expect(payments.recordPayment).not.toHaveBeenCalled();
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('clears the decline of a card once the card changes', async () => {
    const { actor } = start({ confirm: () => Promise.reject(new CardPaymentError('Your card was declined.')) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'CARD_CHANGED' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('keeps the message of a charged card that could not be recorded, whatever is typed', async () => {
    const { actor } = start({ record: () => Promise.reject(new Error('The shop could not be reached.')) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'CARD_CHANGED' });
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('The shop could not be reached.');
  });

  it('records again, without charging again, when only the recording failed', async () => {
    const record = vi
      .fn<(orderId: string, transactionId: string) => Promise<Order>>()
      .mockRejectedValueOnce(new Error('The shop could not be reached.'))
      .mockResolvedValueOnce({ _id: 'o1', paid: true } as Order);
    const { actor, cards } = start({ record });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(cards.confirmCardPayment).toHaveBeenCalledTimes(1);
    expect(record).toHaveBeenCalledTimes(2);
  });

  it('says so when the secret cannot be had, and tries again on request', async () => {
    const secret = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('This order is already paid')).mockResolvedValueOnce('s');
    const { actor } = start({ secret });
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(actor.getSnapshot().context.error).toBe('This order is already paid');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
