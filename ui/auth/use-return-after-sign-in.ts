import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAuth } from './auth-context';
import { safeRedirect } from './safe-redirect';

/** Once the shop's token is obtained, goes back to the page that asked for sign-in (default /). */
export function useReturnAfterSignIn() {
  const { status, send } = useAuth();
  const search = useSearch({ strict: false }) as { redirect?: unknown };
  const navigate = useNavigate();
  const target = safeRedirect(search.redirect);

  // A message from an earlier visit to this form is stale.
  useEffect(() => send({ type: 'CLEAR_ERROR' }), [send]);
  useEffect(() => {
    if (status === 'signedIn') void navigate({ href: target, replace: true });
  }, [status, target, navigate]);
  return target;
}
