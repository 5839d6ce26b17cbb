import { authMessages, type AuthErrorCode } from './messages';

/** A sign-in failure in terms a person understands. */
export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message: string = authMessages[code],
  ) {
    super(message);
    this.name = 'AuthError';
  }
}
