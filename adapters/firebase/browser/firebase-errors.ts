import type { AuthErrorCode } from '../../../core/domain/messages';
import { AuthError } from '../../../core/domain/auth-error';

const codes: Record<string, AuthErrorCode> = {
  'auth/wrong-password': 'wrong-password',
  'auth/invalid-credential': 'wrong-password',
  'auth/invalid-login-credentials': 'wrong-password',
  'auth/user-not-found': 'user-not-found',
  'auth/email-already-in-use': 'email-in-use',
  'auth/too-many-requests': 'too-many-attempts',
  'auth/popup-closed-by-user': 'popup-closed',
  'auth/cancelled-popup-request': 'popup-closed',
  'auth/user-cancelled': 'popup-closed',
  'auth/popup-blocked': 'popup-blocked',
  'auth/weak-password': 'weak-password',
  'auth/invalid-email': 'invalid-email',
  'auth/missing-email': 'invalid-email',
  'auth/network-request-failed': 'network',
  'auth/invalid-action-code': 'link-used',
  'auth/missing-action-code': 'link-used',
  'auth/expired-action-code': 'link-expired',
};

/** A Firebase failure as the shop's AuthError, with a message a person understands. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const code = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
  return new AuthError(codes[code] ?? 'unknown');
}
