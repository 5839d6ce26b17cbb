import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { Product } from '../../core/domain/product';
import { createOrderingMachine, orderTotal } from '../../core/machines/ordering-machine';
import { useToast } from '../components/toast';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

/** Runs the ordering machine for one product over the orders API, its notices shown as toasts. */
export function useOrdering(product: Product, customer: { email: string; displayName: string }) {
  const orders = useService(UI_TOKENS.OrdersApi);
  const toast = useToast();
  const machine = useMemo(() => createOrderingMachine({ orders }), [orders]);
  const actor = useActorRef(machine, { input: { product, customer } });

  useEffect(() => {
    const subscription = actor.on('notice', (notice) => toast[notice.tone](notice.message));
    return () => subscription.unsubscribe();
  }, [actor, toast]);

  const view = useSelector(actor, (snapshot) => ({
    context: snapshot.context,
    total: orderTotal(snapshot.context),
    open: snapshot.matches('open') || snapshot.matches('submitting'),
    submitting: snapshot.matches('submitting'),
    placed: snapshot.matches({ choosing: 'placed' }),
    failed: snapshot.matches({ choosing: 'failed' }),
  }));
  return { ...view, send: actor.send };
}
