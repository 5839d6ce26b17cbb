import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { authMessages } from '../domain/messages';
import type { User } from '../domain/user';
import { isUnreachable } from '../shop/errors';
import type { AuthService, AuthUser } from '../ports/browser/auth-service';
import { AuthError } from '../domain/auth-error';
import type { Session, SessionApi, TokenStore } from '../ports/browser/session-api';

export interface AuthMachineDeps {
  auth: AuthService;
  session: SessionApi;
  tokens: TokenStore;
  /** How long before the access token expires the browser fetches a new one. */
  refreshMarginMs?: number;
}

export interface AuthContext {
  user: User | null;
  /** Seconds the current access token lives for. */
  expiresIn: number | null;
  error: string | null;
}

export type AuthEvent =
  | { type: 'AUTH_CHANGED'; user: AuthUser | null }
  | { type: 'AUTH_UNAVAILABLE'; error: unknown }
  | { type: 'SIGN_IN'; email: string; password: string }
  | { type: 'SIGN_UP'; name: string; email: string; password: string }
  | { type: 'GOOGLE' }
  | { type: 'SIGN_OUT' }
  | { type: 'REFRESH' }
  /** The customer saved a new name on their profile: it becomes the account's name too. */
  | { type: 'RENAME'; name: string }
  | { type: 'CLEAR_ERROR' };

const messageOf = (error: unknown) =>
  error instanceof AuthError ? error.message : error instanceof Error && error.message ? error.message : authMessages.unknown;

/**
 * Who is signed in, as the shop knows it: the sign-in service's user traded for the shop's own
 * access token. loading -> signedOut | signedIn, with every failure a state the UI can show.
 */
export function createAuthMachine({ auth, session, tokens, refreshMarginMs = 60_000 }: AuthMachineDeps) {
  const openSession = async (forceRefresh: boolean): Promise<Session> => {
    const user = auth.currentUser();
    if (!user) throw new AuthError('session-refused');
    return session.openSession(user.email, await auth.idToken(forceRefresh));
  };

  // What a signed-out visitor may start; while one runs, further submits are ignored.
  const startingEvents = {
    // Signed in elsewhere (another tab); while a sign-in of ours runs, its own result leads.
    AUTH_CHANGED: { guard: 'someoneSignedIn', target: '#auth.openingSession' },
    SIGN_IN: { target: 'signingIn', actions: 'clearError' },
    SIGN_UP: { target: 'signingUp', actions: 'clearError' },
    GOOGLE: { target: 'signingInWithGoogle', actions: 'clearError' },
  } as const;

  return setup({
    types: { context: {} as AuthContext, events: {} as AuthEvent },
    actors: {
      watchAuth: fromCallback<AuthEvent>(({ sendBack }) =>
        auth.watch(
          (user) => sendBack({ type: 'AUTH_CHANGED', user }),
          (error) => sendBack({ type: 'AUTH_UNAVAILABLE', error }),
        ),
      ),
      signIn: fromPromise<AuthUser, { email: string; password: string }>(({ input }) => auth.signIn(input.email, input.password)),
      signUp: fromPromise<AuthUser, { name: string; email: string; password: string }>(({ input }) => auth.signUp(input.name, input.email, input.password)),
      google: fromPromise<AuthUser>(() => auth.signInWithGoogle()),
      openSession: fromPromise<Session, { forceRefresh: boolean }>(({ input }) => openSession(input.forceRefresh)),
      // The shop takes the name from the sign-in service's account: renamed there, a fresh session carries it everywhere.
      rename: fromPromise<Session, { name: string }>(async ({ input }) => {
        await auth.rename(input.name);
        return openSession(true);
      }),
      signOut: fromPromise<void>(() => auth.signOut()),
    },
    actions: {
      keepSession: assign((_, session: Session) => {
        tokens.set(session.token);
        return { user: session.user, expiresIn: session.expiresIn, error: null };
      }),
      dropSession: assign(() => {
        tokens.clear();
        return { user: null, expiresIn: null };
      }),
      // Error events of invoked actors carry what was thrown.
      setError: assign(({ event }) => ({ error: messageOf((event as { error?: unknown }).error) })),
      clearError: assign({ error: null }),
    },
    guards: {
      someoneSignedIn: ({ event }) => event.type === 'AUTH_CHANGED' && event.user !== null,
      nobodySignedIn: ({ event }) => event.type === 'AUTH_CHANGED' && event.user === null,
      shopUnreachable: ({ event }) => isUnreachable((event as { error?: unknown }).error),
    },
    delays: {
      // Counted from when the token arrived, so the browser's clock need not agree with the server's.
      refreshDelay: ({ context }) => Math.max(5_000, (context.expiresIn ?? 0) * 1000 - refreshMarginMs),
    },
  }).createMachine({
    id: 'auth',
    context: { user: null, expiresIn: null, error: null },
    invoke: { src: 'watchAuth' },
    initial: 'loading',
    states: {
      loading: {
        on: {
          AUTH_CHANGED: [
            { guard: 'someoneSignedIn', target: 'openingSession' },
            { target: 'signedOut', actions: 'dropSession' },
          ],
          // The sign-in service could not be reached: say so, and keep the session for the next page.
          AUTH_UNAVAILABLE: { target: 'signedOut.failed', actions: 'setError' },
        },
      },
      signedOut: {
        initial: 'idle',
        states: {
          idle: { on: startingEvents },
          failed: { on: { ...startingEvents, CLEAR_ERROR: { target: 'idle', actions: 'clearError' } } },
          signingIn: {
            invoke: {
              src: 'signIn',
              input: ({ event }) => (event.type === 'SIGN_IN' ? { email: event.email, password: event.password } : { email: '', password: '' }),
              onDone: '#auth.openingSession',
              onError: { target: 'failed', actions: 'setError' },
            },
          },
          signingUp: {
            invoke: {
              src: 'signUp',
              input: ({ event }) =>
                event.type === 'SIGN_UP' ? { name: event.name, email: event.email, password: event.password } : { name: '', email: '', password: '' },
              onDone: '#auth.openingSession',
              onError: { target: 'failed', actions: 'setError' },
            },
          },
          signingInWithGoogle: {
            invoke: {
              src: 'google',
              onDone: '#auth.openingSession',
              onError: { target: 'failed', actions: 'setError' },
            },
          },
        },
      },
      openingSession: {
        invoke: {
          src: 'openSession',
          input: { forceRefresh: false },
          onDone: { target: 'signedIn', actions: { type: 'keepSession', params: ({ event }) => event.output } },
          onError: [
            // Not reached (offline, a page left mid-request, the server failing): nobody refused anyone, so the session stays for the next try.
            { guard: 'shopUnreachable', target: 'signedOut.failed', actions: 'setError' },
            { target: 'refused', actions: 'setError' },
          ],
        },
      },
      // The shop refused the sign-in: leave the sign-in service too, keeping the message.
      refused: {
        entry: 'dropSession',
        invoke: { src: 'signOut', onDone: 'signedOut.failed', onError: 'signedOut.failed' },
      },
      signedIn: {
        initial: 'active',
        on: {
          SIGN_OUT: 'signingOut',
          AUTH_CHANGED: { guard: 'nobodySignedIn', target: 'signedOut', actions: 'dropSession' },
        },
        states: {
          active: {
            after: { refreshDelay: 'refreshing' },
            on: { REFRESH: 'refreshing', RENAME: 'renaming' },
          },
          renaming: {
            invoke: {
              src: 'rename',
              input: ({ event }) => ({ name: event.type === 'RENAME' ? event.name : '' }),
              onDone: { target: 'active', actions: { type: 'keepSession', params: ({ event }) => event.output } },
              // The profile is saved either way; the account keeps its old name until the next save.
              onError: 'active',
            },
          },
          refreshing: {
            invoke: {
              src: 'openSession',
              input: { forceRefresh: true },
              onDone: { target: 'active', actions: { type: 'keepSession', params: ({ event }) => event.output } },
              // A renewal that did not reach the shop keeps the token it has; a refusal signs out.
              onError: [{ guard: 'shopUnreachable', target: 'active' }, { target: '#auth.signingOut' }],
            },
          },
        },
      },
      signingOut: {
        entry: 'dropSession',
        invoke: { src: 'signOut', onDone: 'signedOut', onError: 'signedOut' },
      },
    },
  });
}

export type AuthMachine = ReturnType<typeof createAuthMachine>;
