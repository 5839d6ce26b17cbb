import { visitorCartFrom, type VisitorCartItem } from '../../core/domain/visitor-cart';
import type { VisitorCartStore } from '../../core/ports/browser/visitor-cart-store';

type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A visitor's cart in localStorage under `cart`, as JSON lines `{ productId, quantity }`. */
export class LocalStorageVisitorCart implements VisitorCartStore {
  constructor(
    private readonly key = 'cart',
    private readonly storage: CartStorage | undefined = globalThis.localStorage,
    private readonly events: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window,
  ) {}

  items() {
    const text = this.storage?.getItem(this.key);
    if (!text) return [];
    try {
      return visitorCartFrom(JSON.parse(text));
    } catch {
      // Not JSON (written by hand, or cut short): nothing readable is kept.
      return [];
    }
  }

  save(items: readonly VisitorCartItem[]) {
    if (items.length === 0) return this.clear();
    this.storage?.setItem(this.key, JSON.stringify(items.map(({ productId, quantity }) => ({ productId, quantity }))));
  }

  clear() {
    this.storage?.removeItem(this.key);
  }

  watch(onChange: (items: VisitorCartItem[]) => void) {
    // The storage event fires in the other tabs of the shop, never in the one that wrote.
    const listener = (event: StorageEvent) => {
      if (event.key === this.key || event.key === null) onChange(this.items());
    };
    // No window to listen on (a page rendered at build time): nothing else can change the cart.
    if (typeof this.events?.addEventListener !== 'function') return () => {};
    this.events.addEventListener('storage', listener);
    return () => this.events?.removeEventListener('storage', listener);
  }
}
