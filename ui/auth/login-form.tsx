import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { loginSchema, type LoginForm as LoginValues } from '../../core/domain/credentials';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { TextField } from '../components/text-field';
import { GoogleButton } from './google-button';
import { OrDivider } from './auth-card';

export interface LoginFormProps {
  onSubmit(values: LoginValues): void;
  onGoogle(): void;
  /** What the sign-in service or the shop said went wrong. */
  error?: string | null;
  busy?: boolean;
  defaultValues?: Partial<LoginValues>;
}

/** Email and password, one message in red above the button, and Google. */
export function LoginForm({ onSubmit, onGoogle, error, busy = false, defaultValues }: LoginFormProps) {
  const { register, handleSubmit, formState } = useForm<LoginValues>({ resolver: valibotResolver(loginSchema), defaultValues });
  const { errors } = formState;
  const message = errors.email?.message ?? errors.password?.message ?? error;
  return (
    <>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        <TextField label="Email" type="email" autoComplete="email" aria-invalid={errors.email ? true : undefined} {...register('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" aria-invalid={errors.password ? true : undefined} {...register('password')} />
        <Link to="/forgot-password" className="-mt-2 self-end text-sm font-semibold text-brand hover:underline">
          Forgot password?
        </Link>
        {message && <Alert>{message}</Alert>}
        <Button type="submit" size="lg" busy={busy} className="w-full">
          Login
        </Button>
      </form>
      <OrDivider />
      <GoogleButton onClick={onGoogle} disabled={busy} />
    </>
  );
}
