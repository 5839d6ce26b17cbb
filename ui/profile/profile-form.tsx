import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { profileFormSchema, type ProfileForm as ProfileValues } from '../../core/domain/profile';
import { errorTypeOf } from '../../core/shop/errors';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { TextField } from '../components/text-field';

export type { ProfileValues };

const emptyValues: ProfileValues = { name: '', home: '', education: '', link: '' };

const valuesOf = (initial?: Partial<ProfileValues>): ProfileValues => ({
  name: initial?.name ?? '',
  home: initial?.home ?? '',
  education: initial?.education ?? '',
  link: initial?.link ?? '',
});

export interface ProfileFormProps {
  /** The signed-in customer's email: shown, never edited. */
  email: string;
  /** What is saved already (a `Profile` will do); without it the fields start empty. */
  initial?: Partial<ProfileValues>;
  /**
   * Saves the profile. Reject to keep what was typed; when the rejection is the server's
   * `invalid_data`, its message is shown above the Save button (other failures are the
   * screen's to report).
   */
  onSave(form: ProfileValues): Promise<void>;
}

/** Name, home address, education and a link, each required; the link must be a web address. */
export function ProfileForm({ email, initial, onSave }: ProfileFormProps) {
  const { register, handleSubmit, reset, formState } = useForm<ProfileValues>({
    resolver: valibotResolver(profileFormSchema),
    defaultValues: initial ? valuesOf(initial) : emptyValues,
  });
  const { errors, isSubmitting } = formState;
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = handleSubmit(async (form) => {
    setServerError(null);
    try {
      await onSave(form);
    } catch (error) {
      if (errorTypeOf(error) === 'invalid_data' && error instanceof Error) setServerError(error.message);
      return;
    }
    // What was saved (trimmed) is the form's new starting point.
    reset(form);
  });

  return (
    <form noValidate aria-label="Your details" onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <TextField label="Email" type="email" value={email} readOnly hint="Your sign-in email; it cannot be changed here." />
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label="Home address" autoComplete="street-address" error={errors.home?.message} {...register('home')} />
      <TextField label="Education" autoComplete="off" error={errors.education?.message} {...register('education')} />
      <TextField
        label="Link"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        hint="A web address, like your website or LinkedIn page."
        error={errors.link?.message}
        {...register('link')}
      />
      {serverError && <Alert>{serverError}</Alert>}
      <div>
        <Button type="submit" size="lg" busy={isSubmitting} className="w-full sm:w-auto">
          Save
        </Button>
      </div>
    </form>
  );
}
