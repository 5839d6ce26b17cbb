import type { VisitorCartItem } from '../../domain/visitor-cart';

/** Where the browser keeps a visitor's cart between visits, until it is merged into an account's at sign-in. */
export interface VisitorCartStore {
  /** The lines kept, oldest first; none when nothing (or nothing readable) is kept. */
  items(): VisitorCartItem[];
  save(items: readonly VisitorCartItem[]): void;
  clear(): void;
  /** Calls back with the lines when another tab changes them; answers a function that stops watching. */
  watch(onChange: (items: VisitorCartItem[]) => void): () => void;
}
