/** The small set of failures every adapter maps to its own terms (HTTP statuses, UI messages). */
export type ShopErrorType =
  | 'invalid_data'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payment_failed'
  | 'too_many_requests'
  | 'internal';

export class ShopError extends Error {
  constructor(
    readonly type: ShopErrorType,
    message: string,
  ) {
    super(message);
    this.name = 'ShopError';
  }
}

export const invalidData = (message: string) => new ShopError('invalid_data', message);
export const notFound = (message: string) => new ShopError('not_found', message);
export const forbidden = (message: string) => new ShopError('forbidden', message);
export const unauthorized = (message: string) => new ShopError('unauthorized', message);
export const conflict = (message: string) => new ShopError('conflict', message);

export const isShopError = (error: unknown): error is ShopError => error instanceof ShopError;

/** The type of a failure from any adapter (ShopError in-process, ApiError over HTTP), or null. */
export function errorTypeOf(error: unknown): ShopErrorType | null {
  const type = typeof error === 'object' && error !== null && 'type' in error ? (error as { type: unknown }).type : null;
  return typeof type === 'string' ? (type as ShopErrorType) : null;
}

/** The call did not reach a shop that could answer it (offline, aborted, a server failure, too many calls): nobody refused anything. */
export const isUnreachable = (error: unknown) =>
  // Stryker disable next-line StringLiteral: the fallback for no type is any word that is no failure's type
  ['internal', 'too_many_requests'].includes(errorTypeOf(error) ?? '') || (error instanceof Error && error.name === 'AbortError');

/** The server no longer accepts the caller's session for this: the screen signs them out. */
// Stryker disable next-line StringLiteral: the fallback for no type is any word that is no failure's type
export const isSessionRefusal = (error: unknown) => ['unauthorized', 'forbidden'].includes(errorTypeOf(error) ?? '');
