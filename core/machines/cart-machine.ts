import { assign, emit, enqueueActions, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { cartMessages, viewCart, type CartLine, type CartView } from '../domain/cart';
import type { Id } from '../domain/ids';
import type { Product } from '../domain/product';
import { addToVisitorCart, removeFromVisitorCart, setVisitorQuantity, type VisitorCartChange, type VisitorCartItem } from '../domain/visitor-cart';
import type { ShopApi } from '../ports/browser/shop-api';
import type { VisitorCartStore } from '../ports/browser/visitor-cart-store';
import type { MergedCart } from '../shop/carts';
import { isUnreachable } from '../shop/errors';

export interface CartDeps {
  api: Pick<ShopApi, 'call'>;
  /** Where a visitor's cart is kept until they sign in. */
  store: VisitorCartStore;
}

/** What Add to cart needs of a product: its id and name, and the bounds its quantity is checked against. */
export type CartProduct = Pick<Product, '_id' | 'name' | 'min' | 'max' | 'price' | 'priceBreaks' | 'packSize'>;

/** A line as the cart page sends it back: what a new quantity is checked against, and its name for what is said. */
export type CartLineRef = Pick<CartLine, 'productId' | 'name' | 'min' | 'max' | 'packSize' | 'pricing'>;

/** A change the customer asked for: sent to the shop one at a time for an account, applied at once for a visitor. */
export type CartWrite =
  | { type: 'ADD'; product: CartProduct; quantity: number }
  | { type: 'SET'; line: CartLineRef; quantity: number }
  | { type: 'REMOVE'; line: Pick<CartLine, 'productId' | 'name'> };

export type CartEvent =
  | CartWrite
  /** Who the browser is now: a signed-in account (its user id), or a visitor. */
  | { type: 'SIGNED_IN'; userId: Id }
  | { type: 'SIGNED_OUT' }
  /** Read the cart again: the cart or checkout page opened, or checkout found it changed. */
  | { type: 'REFRESH' }
  /** Another tab changed the visitor's cart. */
  | { type: 'STORE_CHANGED'; items: VisitorCartItem[] };

export interface CartContext {
  /** The signed-in account's user id; null for a visitor or while not known. */
  account: Id | null;
  /** The cart as last read (for a visitor, as last shown against the catalogue); null until read. */
  cart: CartView | null;
  /** A visitor's lines as the browser keeps them. */
  items: VisitorCartItem[];
  /** An account's changes waiting their turn, oldest first. */
  queue: CartWrite[];
  /** The account's change on its way to the shop. */
  sending: CartWrite | null;
  /** Why the cart could not be read, or null. */
  error: string | null;
}

/** What the screen should tell the customer, as a toast. */
export type CartNotice = { type: 'notice'; tone: 'success' | 'error' | 'info'; message: string };

const EMPTY_CART = viewCart([], new Map());

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'The cart could not be changed. Please try again.');

/** The change a write makes to a visitor's lines, or why it cannot. */
function applyToVisitor(items: readonly VisitorCartItem[], write: CartWrite): VisitorCartChange {
  if (write.type === 'ADD') return addToVisitorCart(items, write.product, write.quantity);
  if (write.type === 'SET') return setVisitorQuantity(items, write.line.productId, { min: write.line.min, max: write.line.max, packSize: write.line.packSize, ...write.line.pricing }, write.quantity);
  return { ok: true, items: removeFromVisitorCart(items, write.line.productId) };
}

const productOf = (write: CartWrite) => (write.type === 'ADD' ? write.product._id : write.line.productId);

/** What is said once a change is made: an addition and a removal are told; a new quantity shows on the line itself. */
function doneNotice(write: CartWrite): CartNotice | null {
  if (write.type === 'ADD') return { type: 'notice', tone: 'success', message: cartMessages.added(write.product.name, write.quantity) };
  if (write.type === 'REMOVE') return { type: 'notice', tone: 'success', message: cartMessages.removed(write.line.name) };
  return null;
}

/** A new quantity or removal replaces one of the same line still waiting: only the last one the customer asked for is sent. */
const enqueue = (queue: readonly CartWrite[], write: CartWrite) =>
  write.type === 'ADD' ? [...queue, write] : [...queue.filter((queued) => queued.type === 'ADD' || productOf(queued) !== productOf(write)), write];

/**
 * The cart in the browser: a visitor's kept in the browser and shown against the catalogue; an
 * account's kept by the shop, changed one request at a time; at sign-in, the visitor's merged into
 * the account's (what changed told) and the browser's copy cleared. waiting -> visitor | customer.
 */
export function createCartMachine({ api, store }: CartDeps) {
  return setup({
    types: { context: {} as CartContext, events: {} as CartEvent, emitted: {} as CartNotice },
    actors: {
      preview: fromPromise<CartView, VisitorCartItem[]>(({ input, signal }) => api.call('previewCart', { body: { items: input }, signal })),
      read: fromPromise<CartView>(({ signal }) => api.call('getCart', { signal })),
      merge: fromPromise<MergedCart, VisitorCartItem[]>(({ input }) => api.call('mergeCart', { body: { items: input } })),
      write: fromPromise<CartView, CartWrite>(({ input }) => {
        if (input.type === 'ADD') return api.call('addToCart', { body: { productId: input.product._id, quantity: input.quantity } });
        if (input.type === 'SET') return api.call('setCartQuantity', { params: { id: input.line.productId }, body: { quantity: input.quantity } });
        return api.call('removeFromCart', { params: { id: input.line.productId } });
      }),
      watchStore: fromCallback<CartEvent>(({ sendBack }) => store.watch((items) => sendBack({ type: 'STORE_CHANGED', items }))),
    },
    guards: {
      noItems: ({ context }) => context.items.length === 0,
      otherAccount: ({ context, event }) => event.type === 'SIGNED_IN' && event.userId !== context.account,
      keptItems: () => store.items().length > 0,
      queued: ({ context }) => context.queue.length > 0,
      unreachable: ({ event }) => isUnreachable((event as { error?: unknown }).error),
    },
    actions: {
      readStore: assign({ items: () => store.items() }),
      signIn: assign({ account: ({ event }) => (event.type === 'SIGNED_IN' ? event.userId : null) }),
      // A visitor's change is made at once in the browser, then shown against the catalogue again.
      changeVisitorCart: enqueueActions(({ context, event, enqueue }) => {
        const write = event as CartWrite;
        const change = applyToVisitor(context.items, write);
        if (!change.ok) return void enqueue.emit({ type: 'notice', tone: 'error', message: change.message });
        store.save(change.items);
        enqueue.assign({ items: change.items });
        const notice = doneNotice(write);
        if (notice) enqueue.emit(notice);
      }),
      enqueueWrite: assign({ queue: ({ context, event }) => enqueue(context.queue, event as CartWrite) }),
      // A change the shop did not make: the customer is told why.
      refused: enqueueActions(({ event, enqueue }) => {
        enqueue.assign({ sending: null });
        enqueue.emit({ type: 'notice', tone: 'error', message: messageOf((event as { error?: unknown }).error) });
      }),
    },
  }).createMachine({
    id: 'cart',
    context: { account: null, cart: null, items: [], queue: [], sending: null, error: null },
    initial: 'waiting',
    states: {
      // Until the browser knows who it is, the cart is not read and cannot be changed.
      waiting: {
        on: { SIGNED_IN: { target: 'customer', actions: 'signIn' }, SIGNED_OUT: 'visitor' },
      },
      visitor: {
        entry: ['readStore', assign({ account: null, queue: [], sending: null })],
        invoke: { src: 'watchStore' },
        initial: 'reading',
        states: {
          reading: {
            always: { guard: 'noItems', target: 'ready', actions: assign({ cart: EMPTY_CART, error: null }) },
            invoke: {
              src: 'preview',
              input: ({ context }) => context.items,
              onDone: { target: 'ready', actions: assign({ cart: ({ event }) => event.output, error: null }) },
              onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
            },
          },
          ready: {},
          failed: {},
        },
        on: {
          // Each change shows the cart again; a showing still under way is dropped for the new one.
          ADD: { target: '.reading', reenter: true, actions: 'changeVisitorCart' },
          SET: { target: '.reading', reenter: true, actions: 'changeVisitorCart' },
          REMOVE: { target: '.reading', reenter: true, actions: 'changeVisitorCart' },
          STORE_CHANGED: { target: '.reading', reenter: true, actions: assign({ items: ({ event }) => event.items }) },
          REFRESH: { target: '.reading', reenter: true, actions: 'readStore' },
          SIGNED_IN: { target: 'customer', actions: 'signIn' },
        },
      },
      customer: {
        initial: 'starting',
        entry: assign({ cart: null, queue: [], sending: null, error: null }),
        states: {
          // Lines chosen before signing in (or in another tab meanwhile) join the account's cart first.
          starting: { always: [{ guard: 'keptItems', target: 'merging' }, { target: 'reading' }] },
          merging: {
            invoke: {
              src: 'merge',
              input: () => store.items(),
              onDone: {
                target: 'idle',
                actions: enqueueActions(({ event, enqueue }) => {
                  const { notices, ...cart } = event.output;
                  store.clear();
                  enqueue.assign({ cart, error: null });
                  enqueue.emit({ type: 'notice', tone: 'success', message: cartMessages.merged });
                  for (const message of notices) enqueue.emit({ type: 'notice', tone: 'info', message });
                }),
              },
              onError: [
                // Not reached: the lines stay in the browser for the next sign-in.
                { guard: 'unreachable', target: 'reading', actions: emit({ type: 'notice', tone: 'error', message: cartMessages.mergeFailed }) },
                // Refused: the same lines would be refused at every sign-in, so they go, and the customer is told why.
                {
                  target: 'reading',
                  actions: enqueueActions(({ event, enqueue }) => {
                    store.clear();
                    enqueue.emit({ type: 'notice', tone: 'error', message: messageOf(event.error) });
                  }),
                },
              ],
            },
          },
          reading: {
            invoke: {
              src: 'read',
              onDone: { target: 'idle', actions: assign({ cart: ({ event }) => event.output, error: null }) },
              onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
            },
          },
          idle: {
            always: { guard: 'queued', target: 'writing' },
            on: { REFRESH: 'starting' },
          },
          failed: {
            on: { REFRESH: 'starting' },
          },
          // One change at a time, in the order asked: each answer is the cart as the shop holds it then.
          writing: {
            entry: assign(({ context }) => ({ sending: context.queue[0], queue: context.queue.slice(1) })),
            invoke: {
              src: 'write',
              input: ({ context }) => context.sending!,
              onDone: {
                target: 'idle',
                actions: enqueueActions(({ context, event, enqueue }) => {
                  enqueue.assign({ cart: event.output, sending: null, error: null });
                  const notice = doneNotice(context.sending!);
                  if (notice) enqueue.emit(notice);
                }),
              },
              onError: [
                { guard: 'unreachable', target: 'idle', actions: 'refused' },
                // Refused: the cart may have changed elsewhere (another tab, a product gone), so it is read again.
                { target: 'reading', actions: 'refused' },
              ],
            },
          },
        },
        on: {
          ADD: { actions: 'enqueueWrite' },
          SET: { actions: 'enqueueWrite' },
          REMOVE: { actions: 'enqueueWrite' },
          // Another account signed in (in another tab): its own cart. The same one told again changes nothing.
          SIGNED_IN: { guard: 'otherAccount', target: 'customer', reenter: true, actions: 'signIn' },
          SIGNED_OUT: 'visitor',
        },
      },
    },
  });
}

export type CartMachine = ReturnType<typeof createCartMachine>;

/** How many products the cart holds, as the header says it: null while it is not known. */
export function linesInCart(snapshot: SnapshotFrom<CartMachine>): number | null {
  if (snapshot.matches('visitor')) return snapshot.context.items.length;
  return snapshot.context.cart?.lines.length ?? null;
}
