import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { passwordRule, registerSchema, type RegisterForm as RegisterValues } from '../../core/domain/credentials';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { TextField } from '../components/text-field';
import { OrDivider } from './auth-card';
import { GoogleButton } from './google-button';

export interface RegisterFormProps {
  onSubmit(values: RegisterValues): void;
  onGoogle(): void;
  error?: string | null;
  busy?: boolean;
  defaultValues?: Partial<RegisterValues>;
}

/** Name, email and password; the first of the form's messages shows above the button. */
export function RegisterForm({ onSubmit, onGoogle, error, busy = false, defaultValues }: RegisterFormProps) {
  const { register, handleSubmit, formState } = useForm<RegisterValues>({ resolver: valibotResolver(registerSchema), defaultValues });
  const { errors } = formState;
  const message = errors.name?.message ?? errors.email?.message ?? errors.password?.message ?? error;
  return (
    <>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        <TextField label="Name" autoComplete="name" aria-invalid={errors.name ? true : undefined} {...register('name')} />
        <TextField label="Email" type="email" autoComplete="email" aria-invalid={errors.email ? true : undefined} {...register('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" hint={passwordRule} aria-invalid={errors.password ? true : undefined} {...register('password')} />
        {message && <Alert>{message}</Alert>}
        <Button type="submit" size="lg" busy={busy} className="w-full">
          Sign Up
        </Button>
      </form>
      <OrDivider />
      <GoogleButton onClick={onGoogle} disabled={busy} />
    </>
  );
}
