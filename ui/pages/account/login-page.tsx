import { Link } from '@tanstack/react-router';
import { AuthCard } from '../../auth/auth-card';
import { useAuth } from '../../auth/auth-context';
import { LoginForm } from '../../auth/login-form';
import { useReturnAfterSignIn } from '../../auth/use-return-after-sign-in';

export function LoginPage() {
  const { send, error, busy } = useAuth();
  const redirect = useReturnAfterSignIn();
  return (
    <AuthCard
      title="Login"
      intro="Sign in to order, pay and follow your orders."
      footer={
        <>
          New to Hartwell Tools?{' '}
          <Link to="/register" search={redirect === '/' ? {} : { redirect }} className="font-semibold text-brand hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm busy={busy} error={error} onSubmit={(values) => send({ type: 'SIGN_IN', ...values })} onGoogle={() => send({ type: 'GOOGLE' })} />
    </AuthCard>
  );
}
