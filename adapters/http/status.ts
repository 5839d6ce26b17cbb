import type { ShopErrorType } from '../../core/shop/errors';

export const statusOf: Record<ShopErrorType, number> = {
  invalid_data: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payment_failed: 402,
  too_many_requests: 429,
  internal: 500,
};

/** The error type a status answers with, for failures that did not come from the core. */
export function typeOfStatus(status: number): ShopErrorType {
  const found = (Object.entries(statusOf) as [ShopErrorType, number][]).find(([, s]) => s === status);
  if (found) return found[0];
  return status >= 500 ? 'internal' : 'invalid_data';
}
