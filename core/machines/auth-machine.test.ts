import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate';
import type { User } from '../domain/user';
import type { AuthService, AuthUser } from '../ports/browser/auth-service';
import { authMessages } from '../domain/messages';
import { AuthError } from '../domain/auth-error';
import type { SessionApi, TokenStore } from '../ports/browser/session-api';
import { createAuthMachine, type AuthMachine } from './auth-machine';

/** A sign-in service that behaves like Firebase: it tells its watchers after each change. */
class FakeAuthService implements AuthService {
  accounts = new Map<string, { password: string; displayName: string }>([['ann@example.com', { password: 'secret1', displayName: 'Ann' }]]);
  current: AuthUser | null = null;
  listeners = new Set<(user: AuthUser | null) => void>();
  tokenRequests: boolean[] = [];
  googleFails: AuthError | null = null;
  /** The service cannot be reached (offline, or the page is being left while it loads). */
  unreachable = false;

  constructor(signedIn: AuthUser | null = null) {
    this.current = signedIn;
  }
  private set(user: AuthUser | null) {
    this.current = user;
    queueMicrotask(() => this.listeners.forEach((l) => l(user)));
    return user;
  }
  watch(listener: (user: AuthUser | null) => void, unavailable?: (error: unknown) => void) {
    if (this.unreachable) {
      queueMicrotask(() => unavailable?.(new AuthError('network')));
      return () => {};
    }
    this.listeners.add(listener);
    queueMicrotask(() => listener(this.current));
    return () => this.listeners.delete(listener);
  }
  currentUser() {
    return this.current;
  }
  async signIn(email: string, password: string) {
    const account = this.accounts.get(email);
    if (!account) throw new AuthError('user-not-found');
    if (account.password !== password) throw new AuthError('wrong-password');
    return this.set({ email, displayName: account.displayName })!;
  }
  async signUp(name: string, email: string, password: string) {
    if (this.accounts.has(email)) throw new AuthError('email-in-use');
    this.accounts.set(email, { password, displayName: name });
    return this.set({ email, displayName: name })!;
  }
  async signInWithGoogle() {
    if (this.googleFails) throw this.googleFails;
    return this.set({ email: 'gus@gmail.com', displayName: 'Gus' })!;
  }
  async rename(name: string) {
    if (!this.current) throw new AuthError('session-refused');
    // Firebase tells no watcher of a new display name.
    this.current = { ...this.current, displayName: name };
    return this.current;
  }
  async signOut() {
    this.set(null);
  }
  async idToken(forceRefresh = false) {
    this.tokenRequests.push(forceRefresh);
    if (!this.current) throw new Error('nobody signed in');
    return `id-token-for:${this.current.email}`;
  }
  // The account links' steps: the machine never takes them.
  async confirmEmail() {}
  async checkPasswordResetCode(): Promise<string> {
    throw new AuthError('link-used');
  }
  async resetPassword() {}
}

class FakeSessionApi implements SessionApi {
  issued = 0;
  refuse: Error | null = null;
  /** Like the server, the session reads the account's name from the sign-in service. */
  constructor(private readonly nameOf: (email: string) => string | null | undefined = () => null) {}
  async openSession(email: string, idToken: string) {
    if (this.refuse) throw this.refuse;
    if (idToken !== `id-token-for:${email}`) throw new Error('proof does not match');
    const user: User = { id: `user-${email}`, email, displayName: this.nameOf(email) ?? email.split('@')[0], role: email.startsWith('admin') ? 'admin' : 'customer', emailVerified: true };
    return { token: `access-${++this.issued}`, expiresIn: 3600, user };
  }
  async isAdmin() {
    return false;
  }
  async accountChanged() {}
}

class MemoryTokens implements TokenStore {
  value: string | null = 'stale-token';
  get() {
    return this.value;
  }
  set(token: string) {
    this.value = token;
  }
  clear() {
    this.value = null;
  }
}

function start({ signedIn = null as AuthUser | null, clock = undefined as SimulatedClock | undefined, unreachable = false } = {}) {
  const auth = new FakeAuthService(signedIn);
  auth.unreachable = unreachable;
  const session = new FakeSessionApi((email) => (auth.current?.email === email ? auth.current.displayName : null));
  const tokens = new MemoryTokens();
  const actor = createActor(createAuthMachine({ auth, session, tokens }), clock ? { clock } : {});
  actor.start();
  const reach = (state: string) => waitFor(actor, (s: SnapshotFrom<AuthMachine>) => s.matches(state as never), { timeout: 1000 });
  return { actor, auth, session, tokens, reach };
}

describe('auth machine', () => {
  it('loading -> signedOut when nobody is signed in, dropping any stale token', async () => {
    const { actor, tokens, reach } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    await reach('signedOut');
    expect(tokens.value).toBeNull();
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('loading -> openingSession -> signedIn when the sign-in service remembers someone', async () => {
    const { actor, tokens, reach } = start({ signedIn: { email: 'ann@example.com', displayName: 'Ann' } });
    await reach('signedIn');
    expect(actor.getSnapshot().context.user).toMatchObject({ email: 'ann@example.com', role: 'customer' });
    expect(tokens.value).toBe('access-1');
  });

  it('signedOut -> signingIn -> signedIn with email and password', async () => {
    const { actor, tokens, reach } = start();
    await reach('signedOut');
    actor.send({ type: 'SIGN_IN', email: 'ann@example.com', password: 'secret1' });
    expect(actor.getSnapshot().matches({ signedOut: 'signingIn' })).toBe(true);
    await reach('signedIn');
    expect(tokens.value).toMatch(/^access-/);
  });

  it('signingIn -> failed with a message a person understands, then retry or clear', async () => {
    const { actor, reach } = start();
    await reach('signedOut');
    actor.send({ type: 'SIGN_IN', email: 'ann@example.com', password: 'wrong!!' });
    await reach('signedOut.failed');
    expect(actor.getSnapshot().context.error).toBe('That email and password do not match. Check them and try again.');
    actor.send({ type: 'CLEAR_ERROR' });
    expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'SIGN_IN', email: 'nobody@example.com', password: 'secret1' });
    await reach('signedOut.failed');
    expect(actor.getSnapshot().context.error).toBe('No account uses that email. Sign up to create one.');
    actor.send({ type: 'SIGN_IN', email: 'ann@example.com', password: 'secret1' });
    await reach('signedIn');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('ignores a second submit while one is running', async () => {
    const { actor, auth, reach } = start();
    await reach('signedOut');
    const signIn = vi.spyOn(auth, 'signIn');
    actor.send({ type: 'SIGN_IN', email: 'ann@example.com', password: 'secret1' });
    actor.send({ type: 'SIGN_IN', email: 'ann@example.com', password: 'secret1' });
    await reach('signedIn');
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('signedOut -> signingUp -> signedIn, or failed when the email is taken', async () => {
    const { actor, auth, reach } = start();
    await reach('signedOut');
    actor.send({ type: 'SIGN_UP', name: 'Bo', email: 'ann@example.com', password: 'secret2' });
    await reach('signedOut.failed');
    expect(actor.getSnapshot().context.error).toBe('An account already uses that email. Log in instead.');
    actor.send({ type: 'SIGN_UP', name: 'Bo', email: 'bo@example.com', password: 'secret2' });
    expect(actor.getSnapshot().matches({ signedOut: 'signingUp' })).toBe(true);
    await reach('signedIn');
    expect(auth.accounts.get('bo@example.com')?.displayName).toBe('Bo');
    expect(actor.getSnapshot().context.user?.email).toBe('bo@example.com');
  });

  it('signedOut -> signingInWithGoogle -> signedIn, or failed when the popup is closed', async () => {
    const { actor, auth, reach } = start();
    await reach('signedOut');
    auth.googleFails = new AuthError('popup-closed');
    actor.send({ type: 'GOOGLE' });
    await reach('signedOut.failed');
    expect(actor.getSnapshot().context.error).toBe('The Google window was closed before sign-in finished.');
    auth.googleFails = null;
    actor.send({ type: 'GOOGLE' });
    expect(actor.getSnapshot().matches({ signedOut: 'signingInWithGoogle' })).toBe(true);
    await reach('signedIn');
    expect(actor.getSnapshot().context.user?.email).toBe('gus@gmail.com');
  });

  it('openingSession -> refused -> signedOut.failed when the shop refuses the proof, leaving the sign-in service too', async () => {
    const { actor, auth, session, tokens, reach } = start();
    await reach('signedOut');
    session.refuse = new Error('Your sign-in could not be verified');
    actor.send({ type: 'SIGN_IN', email: 'ann@example.com', password: 'secret1' });
    await reach('signedOut.failed');
    expect(actor.getSnapshot().context.error).toBe('Your sign-in could not be verified');
    expect(auth.current).toBeNull();
    expect(tokens.value).toBeNull();
  });

  it('loading -> signedOut.failed when the sign-in service cannot be reached, keeping the token for the next page', async () => {
    const { actor, tokens, reach } = start({ unreachable: true });
    await reach('signedOut.failed');
    expect(actor.getSnapshot().context.error).toBe(authMessages.network);
    expect(tokens.value).toBe('stale-token');
  });

  it('openingSession -> signedOut.failed when the shop cannot be reached, keeping the sign-in and the token for the next page', async () => {
    const { actor, auth, session, tokens, reach } = start();
    await reach('signedOut');
    tokens.value = 'access-kept';
    // A page left while its sign-in was being traded: the request never got an answer.
    session.refuse = Object.assign(new Error('The shop could not be reached. Check your connection and try again.'), { type: 'internal' });
    actor.send({ type: 'SIGN_IN', email: 'ann@example.com', password: 'secret1' });
    await reach('signedOut.failed');
    expect(actor.getSnapshot().context.error).toMatch(/could not be reached/);
    expect(auth.current).not.toBeNull();
    expect(tokens.value).toBe('access-kept');
  });

  it('refreshing -> active with the token it had when the renewal cannot reach the shop', async () => {
    const { actor, session, tokens, reach } = start({ signedIn: { email: 'ann@example.com', displayName: 'Ann' } });
    await reach('signedIn');
    session.refuse = Object.assign(new Error('aborted'), { name: 'AbortError' });
    actor.send({ type: 'REFRESH' });
    await reach('signedIn.active');
    expect(tokens.value).toBe('access-1');
  });

  it('signedIn -> signingOut -> signedOut removes the token and signs out of the service', async () => {
    const { actor, auth, tokens, reach } = start({ signedIn: { email: 'ann@example.com', displayName: 'Ann' } });
    await reach('signedIn');
    actor.send({ type: 'SIGN_OUT' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(tokens.value).toBeNull();
    await reach('signedOut');
    expect(auth.current).toBeNull();
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('signedIn -> refreshing -> active with a new token from a fresh proof', async () => {
    const { actor, auth, tokens, reach } = start({ signedIn: { email: 'ann@example.com', displayName: 'Ann' } });
    await reach('signedIn');
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().matches({ signedIn: 'refreshing' })).toBe(true);
    await reach('signedIn.active');
    expect(tokens.value).toBe('access-2');
    expect(auth.tokenRequests.at(-1)).toBe(true);
  });

  it('signedIn -> renaming -> active with the new name on the account and in a fresh session', async () => {
    const { actor, auth, tokens, reach } = start({ signedIn: { email: 'ann@example.com', displayName: 'Ann' } });
    await reach('signedIn');
    expect(actor.getSnapshot().context.user?.displayName).toBe('Ann');
    actor.send({ type: 'RENAME', name: 'Ann Archer-Wood' });
    expect(actor.getSnapshot().matches({ signedIn: 'renaming' })).toBe(true);
    await reach('signedIn.active');
    expect(auth.current?.displayName).toBe('Ann Archer-Wood');
    expect(actor.getSnapshot().context.user?.displayName).toBe('Ann Archer-Wood');
    expect(tokens.value).toBe('access-2');
  });

  it('refreshes the token on its own a minute before it expires', async () => {
    const clock = new SimulatedClock();
    const { actor, tokens, reach } = start({ signedIn: { email: 'ann@example.com', displayName: 'Ann' }, clock });
    await reach('signedIn');
    expect(tokens.value).toBe('access-1');
    clock.increment(3_600_000 - 60_000 - 1);
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    clock.increment(2);
    expect(actor.getSnapshot().matches({ signedIn: 'refreshing' })).toBe(true);
    await reach('signedIn.active');
    expect(tokens.value).toBe('access-2');
  });

  it('refreshing -> signingOut -> signedOut when the shop no longer accepts the user', async () => {
    const { actor, session, tokens, reach } = start({ signedIn: { email: 'ann@example.com', displayName: 'Ann' } });
    await reach('signedIn');
    session.refuse = new Error('removed');
    actor.send({ type: 'REFRESH' });
    await reach('signedOut');
    expect(tokens.value).toBeNull();
  });

  it('follows a sign-out or a sign-in made in another tab', async () => {
    const { actor, auth, reach } = start({ signedIn: { email: 'ann@example.com', displayName: 'Ann' } });
    await reach('signedIn');
    await auth.signOut();
    await reach('signedOut');
    await auth.signIn('ann@example.com', 'secret1');
    await reach('signedIn');
    expect(actor.getSnapshot().context.user?.email).toBe('ann@example.com');
  });

  it('knows an admin from the role the shop answers with', async () => {
    const { actor, auth, reach } = start();
    auth.accounts.set('admin@example.com', { password: 'secret1', displayName: 'Ada' });
    await reach('signedOut');
    actor.send({ type: 'SIGN_IN', email: 'admin@example.com', password: 'secret1' });
    await reach('signedIn');
    expect(actor.getSnapshot().context.user?.role).toBe('admin');
  });
});
