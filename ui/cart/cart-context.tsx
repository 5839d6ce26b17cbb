import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { CartView } from '../../core/domain/cart';
import { createCartMachine, linesInCart, type CartEvent, type CartMachine } from '../../core/machines/cart-machine';
import { useToast } from '../components/toast';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

type CartActor = ActorRefFrom<CartMachine>;
const CartContext = createContext<CartActor | null>(null);
const ShopperContext = createContext<string | null | undefined>(undefined);

/**
 * Runs the cart machine for the whole app: `account` is the signed-in user's id, null for a
 * visitor, undefined while the sign-in is being checked. Its notices show as toasts.
 */
export function CartProvider({ account, children }: { account: string | null | undefined; children: ReactNode }) {
  const api = useService(UI_TOKENS.ShopApi);
  const store = useService(UI_TOKENS.VisitorCart);
  const toast = useToast();
  const machine = useMemo(() => createCartMachine({ api, store }), [api, store]);
  const actor = useActorRef(machine);

  useEffect(() => {
    if (account === undefined) return;
    actor.send(account === null ? { type: 'SIGNED_OUT' } : { type: 'SIGNED_IN', userId: account });
  }, [actor, account]);

  useEffect(() => {
    const notices = actor.on('notice', (notice) => toast[notice.tone](notice.message));
    return () => notices.unsubscribe();
  }, [actor, toast]);

  // An account's cart changed in another tab or on another device shows as soon as this tab is looked at again.
  useEffect(() => {
    const lookedAt = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'REFRESH' });
    };
    document.addEventListener('visibilitychange', lookedAt);
    return () => document.removeEventListener('visibilitychange', lookedAt);
  }, [actor]);

  return (
    <CartContext.Provider value={actor}>
      <ShopperContext.Provider value={account}>{children}</ShopperContext.Provider>
    </CartContext.Provider>
  );
}

/** Whose cart, and so whose prices, the screens show: the signed-in user's id, null for a visitor, undefined while the sign-in is being checked. */
export const useShopperId = () => useContext(ShopperContext);

export interface CartState {
  /** Whose cart it is: null while the sign-in is being checked. */
  owner: 'visitor' | 'customer' | null;
  /** The cart as last read; null until it is. */
  cart: CartView | null;
  /** How many products it holds, as the header says it; null while not known. */
  count: number | null;
  /** Being read (or merged) with nothing to show yet, or read again after a change. */
  reading: boolean;
  /** A change is on its way to the shop. */
  saving: boolean;
  /** Why it could not be read. */
  error: string | null;
}

function select(snapshot: SnapshotFrom<CartMachine>): CartState {
  const owner = snapshot.matches('visitor') ? 'visitor' : snapshot.matches('customer') ? 'customer' : null;
  const { context } = snapshot;
  return {
    owner,
    cart: context.cart,
    count: linesInCart(snapshot),
    reading: snapshot.matches({ visitor: 'reading' }) || snapshot.matches({ customer: 'reading' }) || snapshot.matches({ customer: 'merging' }) || snapshot.matches({ customer: 'starting' }),
    saving: context.sending !== null || context.queue.length > 0,
    error: snapshot.matches({ visitor: 'failed' }) || snapshot.matches({ customer: 'failed' }) ? context.error : null,
  };
}

const same = (a: CartState, b: CartState) =>
  a.owner === b.owner && a.cart === b.cart && a.count === b.count && a.reading === b.reading && a.saving === b.saving && a.error === b.error;

/** The cart as the screens show it, and the way to change it. */
export function useCart(): CartState & { send(event: CartEvent): void } {
  const actor = useContext(CartContext);
  if (!actor) throw new Error('useCart needs a CartProvider above it');
  const state = useSelector(actor, select, same);
  return { ...state, send: actor.send };
}
