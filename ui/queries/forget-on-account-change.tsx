import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '../auth/auth-context';

/**
 * Once the signed-in account signs out or changes, the answers read for it are forgotten: none
 * shows to the next one. The screens that showed them have closed by then (the login guards).
 */
export function ForgetOnAccountChange() {
  const client = useQueryClient();
  const account = useAuth().user?.id ?? null;
  const previous = useRef(account);
  useEffect(() => {
    if (previous.current !== null && previous.current !== account) {
      client.removeQueries({ type: 'inactive' });
      client.getMutationCache().clear();
    }
    previous.current = account;
  }, [account, client]);
  return null;
}
