import { Link } from '@tanstack/react-router';
import { AuthCard } from '../../auth/auth-card';
import { useAuth } from '../../auth/auth-context';
import { RegisterForm } from '../../auth/register-form';
import { useReturnAfterSignIn } from '../../auth/use-return-after-sign-in';

export function RegisterPage() {
  const { send, error, busy } = useAuth();
  const redirect = useReturnAfterSignIn();
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
      <RegisterForm busy={busy} error={error} onSubmit={(values) => send({ type: 'SIGN_UP', ...values })} onGoogle={() => send({ type: 'GOOGLE' })} />
    </AuthCard>
  );
}
