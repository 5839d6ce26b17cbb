import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorTypeOf } from '../../core/shop/errors';
import { useAuth, useAuthActor } from '../auth/auth-context';

/**
 * A call refused as unauthorized while signed in means the shop ended the session (the account
 * changed on another device, or the token outlived its hour): the session is opened afresh with
 * the sign-in service's proof, and the reads it refused are read again; a sign-in the service no
 * longer honours (a reset password) signs out.
 */
export function RenewEndedSession() {
  const client = useQueryClient();
  const actor = useAuthActor();
  const { status } = useAuth();
  useEffect(() => {
    if (status !== 'signedIn') return;
    const renewOn = (error: unknown) => {
      if (errorTypeOf(error) === 'unauthorized') actor.send({ type: 'REFRESH' });
    };
    const queries = client.getQueryCache().subscribe((event) => event.type === 'updated' && event.action.type === 'error' && renewOn(event.action.error));
    const mutations = client.getMutationCache().subscribe((event) => event.type === 'updated' && event.action.type === 'error' && renewOn(event.action.error));
    let renewing = false;
    const renewals = actor.subscribe((snapshot) => {
      const now = snapshot.matches({ signedIn: 'refreshing' });
      if (renewing && !now && snapshot.matches('signedIn')) void client.refetchQueries({ type: 'active', predicate: (query) => errorTypeOf(query.state.error) === 'unauthorized' });
      renewing = now;
    });
    return () => {
      queries();
      mutations();
      renewals.unsubscribe();
    };
  }, [client, actor, status]);
  return null;
}
