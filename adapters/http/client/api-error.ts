import type { ShopErrorType } from '../../../core/shop/errors';

/** A request the API refused, with its `{ type, message }` and HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly type: ShopErrorType,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
