import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { isAdmin, type User } from '../../core/domain/user';
import { createAuthMachine, type AuthEvent, type AuthMachine } from '../../core/machines/auth-machine';
import { useHydrated } from '../hooks/use-hydrated';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

type AuthActor = ActorRefFrom<AuthMachine>;
const AuthContext = createContext<AuthActor | null>(null);

/** Runs the auth machine for the whole app over the sign-in, session and token ports. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const auth = useService(UI_TOKENS.AuthService);
  const session = useService(UI_TOKENS.SessionApi);
  const tokens = useService(UI_TOKENS.TokenStore);
  const machine = useMemo(() => createAuthMachine({ auth, session, tokens }), [auth, session, tokens]);
  const actor = useActorRef(machine);
  return <AuthContext.Provider value={actor}>{children}</AuthContext.Provider>;
}

export interface AuthView {
  status: 'loading' | 'signedOut' | 'signedIn';
  user: User | null;
  isAdmin: boolean;
  /** A sign-in, sign-up or Google sign-in is under way. */
  busy: boolean;
  error: string | null;
  send(event: AuthEvent): void;
}

type AuthState = Omit<AuthView, 'send'>;

function select(snapshot: SnapshotFrom<AuthMachine>): AuthState {
  const user = snapshot.context.user;
  return {
    status: snapshot.matches('signedIn') ? 'signedIn' : snapshot.matches('signedOut') ? 'signedOut' : 'loading',
    user,
    isAdmin: isAdmin(user),
    busy:
      snapshot.matches({ signedOut: 'signingIn' }) ||
      snapshot.matches({ signedOut: 'signingUp' }) ||
      snapshot.matches({ signedOut: 'signingInWithGoogle' }) ||
      snapshot.matches('openingSession'),
    error: snapshot.context.error,
  };
}

// A token refresh changes nothing shown: compare what the screens read.
const same = (a: AuthState, b: AuthState) =>
  a.status === b.status && a.busy === b.busy && a.error === b.error && a.user?.email === b.user?.email && a.user?.role === b.user?.role && a.user?.displayName === b.user?.displayName && a.user?.emailVerified === b.user?.emailVerified;

/** What a prerendered page shows (scripts/prerender-pages.tsx): the sign-in being checked. */
const CHECKING: AuthState = { status: 'loading', user: null, isAdmin: false, busy: false, error: null };

/** The auth machine itself, for what follows its steps rather than the state shown (a session renewed). */
export function useAuthActor(): AuthActor {
  const actor = useContext(AuthContext);
  if (!actor) throw new Error('useAuthActor needs an AuthProvider above it');
  return actor;
}

/** The signed-in state as the screens need it. */
export function useAuth(): AuthView {
  const actor = useContext(AuthContext);
  if (!actor) throw new Error('useAuth needs an AuthProvider above it');
  const state = useSelector(actor, select, same);
  // While React hydrates a prerendered page it renders what the HTML shows, the real state right after.
  const hydrated = useHydrated();
  return { ...(hydrated ? state : CHECKING), send: actor.send };
}
