import type { CardConfirmation } from '../../../core/ports/driven/card-confirmation';
import type { HttpClient } from './http-client';

/** The embedded card provider's confirm call, made to the shop's server. */
export const httpCardConfirmation = (http: HttpClient): CardConfirmation => ({
  confirm: (clientSecret, card, billing) => http.call('confirmSandboxCard', { body: { clientSecret, ...card, ...billing } }),
});
