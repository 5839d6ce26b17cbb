import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { accountEmailMessages } from '../../core/domain/emails';
import { passwordResetSchema } from '../../core/domain/credentials';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { Callout } from '../components/callout';
import { TextField } from '../components/text-field';
import { messageOf } from '../error-message';
import { useRequestPasswordReset } from '../queries/account-emails';

interface Values {
  email: string;
}

/** The email an account signs in with; a link to choose a new password is sent to it. */
export function ForgotPasswordForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: valibotResolver(passwordResetSchema), defaultValues: { email: defaultEmail } });
  const request = useRequestPasswordReset();
  const message = formState.errors.email?.message ?? (request.isError ? messageOf(request.error) : null);
  return (
    <>
      <form noValidate aria-label="Forgot password" onSubmit={handleSubmit(({ email }) => request.mutate(email))} className="flex flex-col gap-4">
        <TextField label="Email" type="email" autoComplete="email" aria-invalid={formState.errors.email ? true : undefined} {...register('email')} />
        {message && <Alert>{message}</Alert>}
        <Button type="submit" size="lg" busy={request.isPending} className="w-full">
          Send me a link
        </Button>
      </form>
      <div role="status" className="wrap-anywhere">
        {request.isSuccess && (
          <div className="mt-5">
            <Callout tone="success" title="Check your email" announce={false}>
              {accountEmailMessages.resetSent(request.data.sentTo)}
            </Callout>
          </div>
        )}
      </div>
    </>
  );
}
