import { ShopError } from '../../core/shop/errors';

/** The refusal a use case's call ends in: its type and message; a call that was not refused fails the test. */
export async function refusal(call: Promise<unknown>): Promise<[string, string]> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ShopError) return [error.type, error.message];
    throw error;
  }
  throw new Error('the call was not refused');
}
