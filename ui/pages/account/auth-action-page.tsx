import { Link, useSearch } from '@tanstack/react-router';
import { AuthAction, authActionTitle } from '../../auth/auth-action';
import { AuthCard } from '../../auth/auth-card';

/** /auth/action?mode=…&oobCode=…: the page the links in the shop's account emails open. */
export function AuthActionPage() {
  const search = useSearch({ strict: false }) as { mode?: unknown; oobCode?: unknown };
  const mode = typeof search.mode === 'string' ? search.mode : undefined;
  const code = typeof search.oobCode === 'string' ? search.oobCode : undefined;
  return (
    <AuthCard
      title={authActionTitle(mode)}
      intro={mode === 'resetPassword' ? 'Choose the password you will log in with from now on.' : 'The link from your email brought you here.'}
      footer={
        <Link to="/" className="font-semibold text-brand hover:underline">
          Back to the shop
        </Link>
      }
    >
      <AuthAction mode={mode} code={code} />
    </AuthCard>
  );
}
