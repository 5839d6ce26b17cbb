import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { LoadingScreen } from '../components/states';
import { isAdminQuery } from '../queries/admin';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { useAuth } from './auth-context';

/** Login-required screens: a signed-out visitor goes to /login and comes back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const here = useRouterState({ select: (state) => state.location.href });

  useEffect(() => {
    if (status === 'signedOut') void navigate({ to: '/login', search: { redirect: here }, replace: true });
    // Only a change of sign-in state sends the visitor away; `here` is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, navigate]);

  return status === 'signedIn' ? <>{children}</> : <LoadingScreen />;
}

/** Admin screens: the server is asked; anyone else is signed out and sent home. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, send } = useAuth();
  const session = useService(UI_TOKENS.SessionApi);
  const email = user?.email ?? '';
  const admin = useQuery(isAdminQuery(session, email));
  // Each admin screen asks again: a yes kept from the last one shows it meanwhile, and a later no still sends the visitor away.
  const refused = admin.isError || (admin.isSuccess && !admin.data);

  useEffect(() => {
    if (refused) send({ type: 'SIGN_OUT' });
  }, [refused, send]);
  const navigate = useNavigate();
  useEffect(() => {
    if (refused) void navigate({ to: '/', replace: true });
  }, [refused, navigate]);

  return admin.isSuccess && admin.data ? (
    <>{children}</>
  ) : (
    <LoadingScreen waiting={admin.isFetching} />
  );
}
