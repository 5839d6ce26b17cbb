import { useMutation } from '@tanstack/react-query';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

/** The dashboard banner's 'Resend the link'. */
export function useResendVerification() {
  const api = useService(UI_TOKENS.ShopApi);
  return useMutation({ mutationKey: ['account-emails', 'verification'], mutationFn: () => api.call('sendVerificationEmail') });
}

/** 'Forgot password?': a link to choose a new one, to an address that has an account. */
export function useRequestPasswordReset() {
  const api = useService(UI_TOKENS.ShopApi);
  return useMutation({ mutationKey: ['account-emails', 'password-reset'], mutationFn: (email: string) => api.call('requestPasswordReset', { body: { email } }) });
}
