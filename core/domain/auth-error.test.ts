import { describe, expect, it } from 'vitest';
import { AuthError } from './auth-error';

describe('a sign-in failure', () => {
  it("says what went wrong in the shop's words, or in the words given", () => {
    const error = new AuthError('wrong-password');
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.code, error.message]).toEqual(['AuthError', 'wrong-password', 'That email and password do not match. Check them and try again.']);
    expect(new AuthError('unknown', 'The account is disabled').message).toBe('The account is disabled');
  });
});
