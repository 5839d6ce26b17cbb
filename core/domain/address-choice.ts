import type { Address } from './address';
import type { Id } from './ids';

/**
 * Where to deliver, as the order form says it: an address of the caller's book, or a new one typed
 * while ordering (kept in the book too when `saveAddress`). Spread into an order request as it is.
 */
export type AddressChoice = { addressId: Id } | { address: Address; saveAddress: boolean };
