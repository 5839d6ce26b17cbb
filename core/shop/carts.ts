import { cartMessages, MAX_CART_LINES, mergeCarts, viewCart, type CartItem, type CartView } from '../domain/cart';
import { checkQuantity } from '../domain/product';
import type { User } from '../domain/user';
import type { CartRepository } from '../ports/driven/cart-repository';
import type { ProductRepository } from '../ports/driven/product-repository';
import { conflict, invalidData, notFound } from './errors';
import { catalogueTermsOnly, soldTo, type BuyerTerms } from '../domain/trade-account';

/** A cart as answered after a merge: the cart, and what changed in the customer's words. */
export interface MergedCart extends CartView {
  notices: string[];
}

/**
 * Carts: a signed-in customer's on the server, the same on every device; a visitor's kept by the
 * browser, shown here against the catalogue and merged into the account's at sign-in.
 */
export class Carts {
  constructor(
    private readonly carts: CartRepository,
    private readonly products: Pick<ProductRepository, 'findById' | 'findMany'>,
    private readonly buyerTerms: BuyerTerms = catalogueTermsOnly,
  ) {}

  /** The cart at the customer's prices: their company's where they buy on a trade account. */
  async view(customer: User): Promise<CartView> {
    const [{ items, products }, prices] = await Promise.all([this.carts.contents(customer.id), this.pricesOf(customer)]);
    return viewCart(items, byId(products.map((product) => soldTo(product, prices))));
  }

  /** A visitor's cart as the browser keeps it, shown against the catalogue now. */
  async preview(items: readonly Pick<CartItem, 'productId' | 'quantity'>[]): Promise<CartView> {
    const products = await this.productsOf(items);
    // A product no longer sold has no name left to show: the visitor's line is named as such.
    return viewCart(
      items.map(({ productId, quantity }) => ({ productId, quantity, name: products.get(productId)?.name ?? 'A product no longer sold', addedPrice: products.get(productId)?.price ?? 0 })),
      products,
    );
  }

  /** Adds `quantity` units of a product: to its line when there is one, within the product's bounds (the spec's messages). */
  async add(customer: User, productId: string, quantity: number): Promise<CartView> {
    const [found, prices] = await Promise.all([this.products.findById(productId), this.pricesOf(customer)]);
    if (!found) throw notFound('That product is no longer in the catalogue');
    const product = soldTo(found, prices);
    const known = (await this.carts.items(customer.id)).find((item) => item.productId === productId);
    return this.put(customer, { productId, quantity: (known?.quantity ?? 0) + quantity, name: product.name, addedPrice: known?.addedPrice ?? product.price }, product);
  }

  /** Sets how many units of a product the cart holds. */
  async setQuantity(customer: User, productId: string, quantity: number): Promise<CartView> {
    const known = (await this.carts.items(customer.id)).find((item) => item.productId === productId);
    if (!known) throw notFound(cartMessages.notInCart);
    const product = await this.products.findById(productId);
    if (!product) throw conflict(cartMessages.gone);
    return this.put(customer, { ...known, quantity }, product);
  }

  async remove(customer: User, productId: string): Promise<CartView> {
    if (!(await this.carts.remove(customer.id, productId))) throw notFound(cartMessages.notInCart);
    return this.view(customer);
  }

  /** A visitor's cart added to the account's at sign-in: quantities added up and capped, and the customer told what changed. */
  async merge(customer: User, visitor: readonly Pick<CartItem, 'productId' | 'quantity'>[]): Promise<MergedCart> {
    const [account, products, prices] = await Promise.all([this.carts.items(customer.id), this.productsOf(visitor), this.pricesOf(customer)]);
    const { items, notices } = mergeCarts(account, visitor, new Map([...products].map(([id, product]) => [id, soldTo(product, prices)])));
    if (visitor.length > 0) await this.carts.replace(customer.id, items);
    return { ...(await this.view(customer)), notices };
  }

  private async put(customer: User, item: CartItem, product: Parameters<typeof checkQuantity>[0]): Promise<CartView> {
    // Bounds are the rule here; stock is shown beside the line and decided at checkout.
    const verdict = checkQuantity({ ...product, stock: undefined }, item.quantity);
    if (!verdict.ok) throw invalidData(verdict.message);
    if (!(await this.carts.put(customer.id, item, MAX_CART_LINES))) throw conflict(cartMessages.full);
    return this.view(customer);
  }

  /** The prices the customer pays: their company's, or null for the catalogue's. */
  private async pricesOf(customer: User) {
    return (await this.buyerTerms(customer))?.prices ?? null;
  }

  private async productsOf(items: readonly Pick<CartItem, 'productId'>[]) {
    return byId(await this.products.findMany(items.map((item) => item.productId)));
  }
}

/** Products by their id, as a cart's view looks them up. */
export const byId = <P extends { _id: string }>(products: readonly P[]) => new Map(products.map((product) => [product._id, product]));
