import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ToastItem, Tone } from './toast-item';

export interface Toaster {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  /** The one current error toast of `key` (a field): a message replaces the one shown, null takes it away. */
  fieldMessage(key: string, message: string | null): void;
}

const ToastContext = createContext<Toaster | null>(null);

const ToastList = lazy(() => import('./toast-list'));

let nextId = 1;

/** Holds the toasts of the whole app and shows them top-right, below the header. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const [shown, setShown] = useState(false);
  // A message already showing is not stacked again: a repeated action says it once.
  const push = useCallback((tone: Tone, message: string) => {
    setShown(true);
    setItems((current) => (current.some((item) => item.message === message) ? current : [...current, { id: nextId++, tone, message }]));
  }, []);
  const replace = useCallback((key: string, message: string | null) => {
    if (message !== null) setShown(true);
    // A new id: the replacement is announced and shown for its full time.
    setItems((current) => [...current.filter((item) => item.key !== key), ...(message === null ? [] : [{ id: nextId++, tone: 'error' as const, message, key }])]);
  }, []);
  const dismiss = (id: number) => setItems((current) => current.filter((item) => item.id !== id));
  const toaster = useMemo<Toaster>(
    () => ({ success: (m) => push('success', m), error: (m) => push('error', m), info: (m) => push('info', m), fieldMessage: replace }),
    [push, replace],
  );

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      {/* Mounted at the first toast and kept, so the notifications region stays once it exists. */}
      {shown && (
        <Suspense fallback={null}>
          <ToastList items={items} dismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast needs a ToastProvider above it');
  return toaster;
}
