import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorTypeOf } from '../../core/shop/errors';
import { useAuth } from '../auth/auth-context';

/**
 * A call refused as unauthorized while signed in means the shop ended the session (the account
 * changed on another device, or the token outlived its hour): the session is opened afresh with
 * the sign-in service's proof, and a sign-in the service no longer honours (a reset password)
 * signs out.
 */
export function RenewEndedSession() {
  const client = useQueryClient();
  const { status, send } = useAuth();
  useEffect(() => {
    if (status !== 'signedIn') return;
    const renewOn = (error: unknown) => {
      if (errorTypeOf(error) === 'unauthorized') send({ type: 'REFRESH' });
    };
    const queries = client.getQueryCache().subscribe((event) => event.type === 'updated' && event.action.type === 'error' && renewOn(event.action.error));
    const mutations = client.getMutationCache().subscribe((event) => event.type === 'updated' && event.action.type === 'error' && renewOn(event.action.error));
    return () => {
      queries();
      mutations();
    };
  }, [client, status, send]);
  return null;
}
