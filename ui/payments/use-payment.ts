import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { createPaymentMachine } from '../../core/machines/payment-machine';
import { type Billing, type CardPayments } from '../../core/ports/browser/card-payments';
import { CardPaymentError } from '../../core/domain/card-payment-error';
import { useToast } from '../components/toast';
import { rememberOrder } from '../queries/orders';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import type { PaymentStep } from './payment-panel';

/** Runs the payment machine for one order; the card form hands over its provider half through `onPayments`. */
export function usePayment(orderId: string, billing: Billing) {
  const payments = useService(UI_TOKENS.PaymentsApi);
  const toast = useToast();
  const form = useRef<CardPayments | null>(null);
  const machine = useMemo(() => {
    const cards: CardPayments = {
      confirmCardPayment: (secret, who) => form.current?.confirmCardPayment(secret, who) ?? Promise.reject(new CardPaymentError('The card form is still loading.')),
    };
    return createPaymentMachine({ payments, cards });
  }, [payments]);
  const actor = useActorRef(machine, { input: { orderId, billing } });

  useEffect(() => {
    const subscription = actor.on('notice', (notice) => toast[notice.tone](notice.message));
    return () => subscription.unsubscribe();
  }, [actor, toast]);

  const view = useSelector(actor, (snapshot) => ({
    step: snapshot.value as PaymentStep,
    error: snapshot.context.error,
    transactionId: snapshot.context.transactionId,
  }));
  // A My Orders list kept from earlier shows the order paid at once, before it is read again.
  const client = useQueryClient();
  const paid = useSelector(actor, (snapshot) => snapshot.context.order);
  useEffect(() => {
    if (paid) void rememberOrder(client, paid);
  }, [client, paid]);
  const onPayments = useCallback((payments: CardPayments | null) => {
    form.current = payments;
  }, []);
  const cardChanged = useCallback(() => actor.send({ type: 'CARD_CHANGED' }), [actor]);
  return { ...view, onPayments, cardChanged, pay: () => actor.send({ type: 'PAY' }), retry: () => actor.send({ type: 'RETRY' }) };
}
