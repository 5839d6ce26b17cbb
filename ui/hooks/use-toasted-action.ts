import { useToast } from '../components/toast';
import { messageOf } from '../error-message';

/** Runs a write and says how it went in a toast: `done` when it succeeded, the shop's refusal when not; whether it succeeded. */
export function useToastedAction() {
  const toast = useToast();
  return async (work: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await work();
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(messageOf(error));
      return false;
    }
  };
}
