import { valibotResolver } from '@hookform/resolvers/valibot';
import { useServerError } from '../hooks/use-server-error';
import { Controller, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { REVIEW_TEXT_MAX, reviewFormSchema, type ReviewForm as ReviewValues } from '../../core/domain/review';
import { Alert } from '../components/alert';
import { FormActions } from '../components/form-actions';
import { TextArea } from '../components/text-field';
import { StarInput } from './star-rating';

type ReviewInput = v.InferInput<typeof reviewFormSchema>;

export interface ReviewFormProps {
  /** The review being edited; an empty form without it. */
  initial?: Partial<ReviewValues>;
  submitLabel: string;
  /** Saves the review; a rejection's message is shown above the button and the form stays. */
  onSubmit(form: ReviewValues): Promise<void>;
  /** Shows a Cancel button beside the submit button. */
  onCancel?(): void;
}

/** Said when a failure brings no words of its own. */
const notSaved = 'The review could not be saved. Please try again.';

/** The stars and the words of a review; each field's message shows beneath it. */
export function ReviewForm({ initial, submitLabel, onSubmit, onCancel }: ReviewFormProps) {
  const { control, register, handleSubmit, formState } = useForm<ReviewInput, unknown, ReviewValues>({
    resolver: valibotResolver(reviewFormSchema),
    defaultValues: { rating: initial?.rating, text: initial?.text ?? '' },
  });
  const { errors, isSubmitting } = formState;
  const { serverError, submit } = useServerError(onSubmit, notSaved);

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-5">
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarInput
            ref={field.ref}
            name={field.name}
            value={field.value === undefined || field.value === '' ? undefined : Number(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.rating?.message}
            disabled={isSubmitting}
          />
        )}
      />
      <TextArea label="Review" hint={`What did you use it for, and how did it hold up? Up to ${REVIEW_TEXT_MAX} characters.`} rows={5} error={errors.text?.message} readOnly={isSubmitting} {...register('text')} />
      {serverError && <Alert>{serverError}</Alert>}
      <FormActions submitting={isSubmitting} onCancel={onCancel}>
        {submitLabel}
      </FormActions>
    </form>
  );
}
