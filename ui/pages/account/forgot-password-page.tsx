import { Link } from '@tanstack/react-router';
import { AuthCard } from '../../auth/auth-card';
import { ForgotPasswordForm } from '../../auth/forgot-password-form';

/** /forgot-password, from the login page: a link to choose a new password, by email. */
export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot password?"
      intro="Give the email you log in with: we send it a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className="font-semibold text-brand hover:underline">
            Login
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
