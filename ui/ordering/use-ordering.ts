import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { Product } from '../../core/domain/product';
import { createOrderingMachine, orderTotal } from '../../core/machines/ordering-machine';
import { useToast } from '../components/toast';
import { addressKeys } from '../queries/addresses';
import { rememberOrder } from '../queries/orders';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

/**
 * Runs the ordering machine for one product over the orders API, its notices shown as toasts (the
 * quantity's one at a time). A visitor (customer null) who presses Purchase goes to sign in, then
 * back to the product with the quantity chosen (`quantity`, where the page starts from).
 */
export function useOrdering(product: Product, customer: { email: string; displayName: string } | null, quantity?: number) {
  const orders = useService(UI_TOKENS.OrdersApi);
  const toast = useToast();
  const machine = useMemo(() => createOrderingMachine({ orders }), [orders]);
  const actor = useActorRef(machine, { input: { product, customer, quantity } });
  const client = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    const notices = actor.on('notice', (notice) => toast[notice.tone](notice.message));
    const quantity = actor.on('quantityNotice', (notice) => toast.fieldMessage('quantity', notice.message));
    // The order saved a new address: the book is read again where it shows (the picker, My Profile).
    const saved = actor.on('addressSaved', () => void client.invalidateQueries({ queryKey: addressKeys.all }));
    // The quantity chosen comes back with them: the product page starts from it.
    const signIn = actor.on('signInNeeded', (asked) => void navigate({ to: '/login', search: { redirect: `/productDetail/${product._id}?quantity=${asked.quantity}` } }));
    return () => {
      notices.unsubscribe();
      quantity.unsubscribe();
      saved.unsubscribe();
      signIn.unsubscribe();
      // Leaving the product: its quantity's message goes with it.
      toast.fieldMessage('quantity', null);
    };
  }, [actor, toast, client, navigate, product._id]);

  // The machine keeps the quantity and follows who is buying: the sign-in becoming known, a sign-in or sign-out meanwhile.
  const email = customer?.email ?? null;
  const displayName = customer?.displayName ?? '';
  useEffect(() => {
    actor.send({ type: 'CUSTOMER', customer: email === null ? null : { email, displayName } });
  }, [actor, email, displayName]);

  // A trade buyer's prices arrive after the page: the form's total and the order sent are theirs.
  useEffect(() => {
    actor.send({ type: 'PRICED', product });
  }, [actor, product]);

  const view = useSelector(actor, (snapshot) => ({
    context: snapshot.context,
    total: orderTotal(snapshot.context),
    open: snapshot.matches('open') || snapshot.matches('submitting'),
    submitting: snapshot.matches('submitting'),
    placed: snapshot.matches({ choosing: 'placed' }),
    failed: snapshot.matches({ choosing: 'failed' }),
  }));
  // A My Orders list kept from earlier lists the new order at once, before it is read again.
  const placed = view.context.order;
  useEffect(() => {
    if (placed) void rememberOrder(client, placed);
  }, [client, placed]);

  return { ...view, send: actor.send };
}
