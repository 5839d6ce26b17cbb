import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { AuthError } from '../../core/domain/auth-error';
import { passwordRule, passwordSchema } from '../../core/domain/credentials';
import { accountEmailMessages } from '../../core/domain/emails';
import { Alert } from '../components/alert';
import { Button, buttonClass } from '../components/button';
import { Callout } from '../components/callout';
import { LoadingState } from '../components/states';
import { TextField } from '../components/text-field';
import { messageOf } from '../error-message';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { useAuth } from './auth-context';

/** The steps a link from the shop's emails finishes here; Firebase names them so in its links. */
export type AuthActionMode = 'verifyEmail' | 'resetPassword';

const linkClass = 'font-semibold text-brand hover:underline';

/** Following the link of a confirmation email: the address is confirmed, and a signed-in dashboard learns so at once. */
function ConfirmEmail({ code }: { code: string }) {
  const auth = useService(UI_TOKENS.AuthService);
  const { status, user, send } = useAuth();
  // One try per code: a second would find it used. The query keeps the outcome for a remount.
  const confirm = useQuery({ queryKey: ['auth-action', 'verifyEmail', code], queryFn: async () => (await auth.confirmEmail(code), true), retry: false, staleTime: Infinity, gcTime: Infinity });
  const refreshed = useRef(false);
  useEffect(() => {
    // The shop reads the confirmation from the sign-in service when the session is renewed.
    if (confirm.isSuccess && status === 'signedIn' && user && !user.emailVerified && !refreshed.current) {
      refreshed.current = true;
      send({ type: 'REFRESH' });
    }
  }, [confirm.isSuccess, status, user, send]);

  // A code is used once: followed again, the link fails although the address may well be confirmed.
  const usedAlready = confirm.isError && confirm.error instanceof AuthError && confirm.error.code === 'link-used';
  if (confirm.isPending || (usedAlready && status === 'loading')) return <LoadingState label="Confirming your email address" />;
  if (usedAlready && status === 'signedIn' && user?.emailVerified) {
    return (
      <div className="flex flex-col gap-5">
        <Callout tone="success" title={accountEmailMessages.alreadyVerified}>
          Nothing more to do: we write to this address about your orders.
        </Callout>
        <Link to="/dashboard" className={buttonClass('primary', 'lg', 'w-full')}>
          Go to your dashboard
        </Link>
      </div>
    );
  }
  if (usedAlready && status === 'signedOut') {
    return (
      <div className="flex flex-col gap-5">
        <Callout tone="info" title="This link has been used already">
          {accountEmailMessages.linkUsedSignedOut}
        </Callout>
        <Link to="/login" className={buttonClass('primary', 'lg', 'w-full')}>
          Log in
        </Link>
      </div>
    );
  }
  if (confirm.isError) {
    return (
      <Callout tone="error" title="Your email address could not be confirmed">
        {messageOf(confirm.error)} {status === 'signedIn' ? 'The dashboard sends a new link.' : 'Log in, and the dashboard sends a new link.'}
      </Callout>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <Callout tone="success" title="Your email address is confirmed">
        Thank you. We will write to this address about your orders.
      </Callout>
      <Link to={status === 'signedIn' ? '/dashboard' : '/login'} className={buttonClass('primary', 'lg', 'w-full')}>
        {status === 'signedIn' ? 'Go to your dashboard' : 'Log in'}
      </Link>
    </div>
  );
}

const newPasswordSchema = v.object({ password: passwordSchema });

/** Following the link of a reset email: the account's new password, checked as at sign-up. */
function ChooseNewPassword({ code }: { code: string }) {
  const auth = useService(UI_TOKENS.AuthService);
  const account = useQuery({ queryKey: ['auth-action', 'resetPassword', code], queryFn: () => auth.checkPasswordResetCode(code), retry: false, staleTime: Infinity });
  const session = useService(UI_TOKENS.SessionApi);
  const reset = useMutation({
    mutationFn: async (password: string) => {
      await auth.resetPassword(code, password);
      // The shop ends the sessions opened with the old password; unheard, they end within the hour.
      if (account.data) await session.accountChanged(account.data).catch(() => undefined);
    },
  });
  const { register, handleSubmit, formState } = useForm<{ password: string }>({ resolver: valibotResolver(newPasswordSchema) });

  if (account.isPending) return <LoadingState label="Checking the link" />;
  if (account.isError) {
    return (
      <Callout tone="error" title="This link cannot set a new password">
        {messageOf(account.error)}{' '}
        <Link to="/forgot-password" className={linkClass}>
          Send me a new link
        </Link>
      </Callout>
    );
  }
  if (reset.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-5">
        <Callout tone="success" title="Your password is changed" announce={false}>
          Log in with your new password.
        </Callout>
        <Link to="/login" className={buttonClass('primary', 'lg', 'w-full')}>
          Log in
        </Link>
      </div>
    );
  }
  const message = formState.errors.password?.message ?? (reset.isError ? messageOf(reset.error) : null);
  return (
    <form noValidate aria-label="New password" onSubmit={handleSubmit(({ password }) => reset.mutate(password))} className="flex flex-col gap-4">
      <p className="wrap-anywhere text-ink-soft">
        For <span className="font-semibold text-ink">{account.data}</span>
      </p>
      <TextField label="New password" type="password" autoComplete="new-password" hint={passwordRule} aria-invalid={formState.errors.password ? true : undefined} {...register('password')} />
      {message && <Alert>{message}</Alert>}
      <Button type="submit" size="lg" busy={reset.isPending} className="w-full">
        Save the new password
      </Button>
    </form>
  );
}

/** /auth/action: where the links of the shop's account emails lead; the step is finished with the sign-in service. */
export function AuthAction({ mode, code }: { mode?: string; code?: string }) {
  if (!code || (mode !== 'verifyEmail' && mode !== 'resetPassword')) {
    return (
      <Callout tone="error" title="This link is not complete">
        Open the link from the email again, all of it; a link copied by hand often loses its end.
      </Callout>
    );
  }
  return mode === 'verifyEmail' ? <ConfirmEmail code={code} /> : <ChooseNewPassword code={code} />;
}

export const authActionTitle = (mode?: string) => (mode === 'resetPassword' ? 'Choose a new password' : mode === 'verifyEmail' ? 'Confirm your email address' : 'Account link');
