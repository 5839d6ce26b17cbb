import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { createCheckoutMachine } from '../../core/machines/checkout-machine';
import { useToast } from '../components/toast';
import { addressKeys } from '../queries/addresses';
import { rememberOrder } from '../queries/orders';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { useCart } from './cart-context';

/** Runs the checkout machine over the shop's API: a refusal reads the cart again, a placed order goes straight to paying (or to itself, bought on account). */
export function useCheckout() {
  const api = useService(UI_TOKENS.ShopApi);
  const toast = useToast();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { send: sendCart } = useCart();
  const machine = useMemo(() => createCheckoutMachine({ api }), [api]);
  const actor = useActorRef(machine);

  useEffect(() => {
    const subscriptions = [
      actor.on('notice', (notice) => toast[notice.tone](notice.message)),
      actor.on('cartChanged', () => sendCart({ type: 'REFRESH' })),
      // The order saved a new address: the book is read again where it shows (the picker, My Profile).
      actor.on('addressSaved', () => void client.invalidateQueries({ queryKey: addressKeys.all })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, toast, sendCart, client]);

  const view = useSelector(actor, (snapshot) => ({
    context: snapshot.context,
    placing: snapshot.matches('placing'),
    placed: snapshot.matches('placed'),
  }));

  const placed = view.context.order;
  useEffect(() => {
    if (!placed) return;
    // My Orders lists it at once; the cart, emptied by the shop, is read again; and the order is paid next, or shown when bought on account.
    void rememberOrder(client, placed);
    void navigate(placed.paymentDueAt ? { to: '/dashboard/order/$id', params: { id: placed._id }, replace: true } : { to: '/dashboard/payment/$id', params: { id: placed._id }, replace: true });
    sendCart({ type: 'REFRESH' });
  }, [placed, client, navigate, sendCart]);

  return { ...view, send: actor.send };
}
