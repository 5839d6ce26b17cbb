import { useState } from 'react';
import { messageOf } from '../error-message';

/**
 * A form's submit that keeps what was typed when the server refuses it, and says why above the
 * button: the refusal's message, cleared on the next try.
 */
export function useServerError<T>(onSubmit: (values: T) => Promise<void>, otherwise?: string) {
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = async (values: T) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(messageOf(error, otherwise));
    }
  };
  return { serverError, submit };
}
