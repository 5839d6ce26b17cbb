import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { accountEmailMessages } from '../../../core/domain/emails';
import { AuthCard } from '../../auth/auth-card';
import { useAuth } from '../../auth/auth-context';
import { RegisterForm } from '../../auth/register-form';
import { useReturnAfterSignIn } from '../../auth/use-return-after-sign-in';
import { useToast } from '../../components/toast';

export function RegisterPage() {
  const { send, error, busy, status, user } = useAuth();
  const redirect = useReturnAfterSignIn();
  const toast = useToast();
  // Set by this form's Sign Up: its new account is told where its confirmation link went (Google's are confirmed already).
  const signedUp = useRef(false);
  useEffect(() => {
    if (!signedUp.current || status !== 'signedIn' || !user) return;
    signedUp.current = false;
    if (!user.emailVerified) toast.success(accountEmailMessages.signUpLinkSent(user.email));
  }, [status, user, toast]);
  return (
    <AuthCard
      title="Sign Up"
      intro="One account to order, pay by card and follow every order."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" search={redirect === '/' ? {} : { redirect }} className="font-semibold text-brand hover:underline">
            Login
          </Link>
        </>
      }
    >
      <RegisterForm
        busy={busy}
        error={error}
        onSubmit={(values) => {
          signedUp.current = true;
          send({ type: 'SIGN_UP', ...values });
        }}
        onGoogle={() => send({ type: 'GOOGLE' })}
      />
    </AuthCard>
  );
}
