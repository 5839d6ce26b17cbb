import { valibotResolver } from '@hookform/resolvers/valibot';
import type { QueryKey } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { fulfilmentMessages } from '../../core/domain/fulfilment-messages';
import { orderNoteSchema, type Order } from '../../core/domain/order';
import { Button } from '../components/button';
import { TextArea } from '../components/text-field';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { useAddOrderNote } from '../queries/admin';

type NoteForm = v.InferInput<typeof orderNoteSchema>;
type Note = v.InferOutput<typeof orderNoteSchema>;

/** An internal note on the order: it joins the timeline admins see; customers never see it. */
export function OrderNoteForm({ order, detailKey }: { order: Pick<Order, '_id' | 'number'>; detailKey?: QueryKey }) {
  const toast = useToast();
  const addNote = useAddOrderNote(detailKey);
  const { register, handleSubmit, formState, reset } = useForm<NoteForm, unknown, Note>({ resolver: valibotResolver(orderNoteSchema), defaultValues: { text: '' } });
  const { errors, isSubmitting } = formState;

  const submit = async ({ text }: Note) => {
    try {
      await addNote.mutateAsync({ id: order._id, text });
      reset();
      toast.success(fulfilmentMessages.noteAdded);
    } catch (error) {
      // What was typed stays, to try again.
      toast.error(messageOf(error));
    }
  };

  return (
    <form noValidate aria-label={`Internal note on ${order.number}`} onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-3">
      <TextArea label="Internal note" hint="Only admins see it, on the order's timeline" readOnly={isSubmitting} error={errors.text?.message} {...register('text')} />
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" busy={isSubmitting}>
          Add note
        </Button>
      </div>
    </form>
  );
}
