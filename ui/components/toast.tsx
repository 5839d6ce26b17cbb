import { Toast as RadixToast } from 'radix-ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { cx } from './cx';

/** Toasts close after five seconds, as the product has always done. */
export const TOAST_DURATION_MS = 5000;

type Tone = 'success' | 'error' | 'info';
interface ToastItem {
  id: number;
  tone: Tone;
  message: string;
}

export interface Toaster {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

const ToastContext = createContext<Toaster | null>(null);

const toneStyle: Record<Tone, { bar: string; icon: ReactNode }> = {
  success: { bar: 'bg-success', icon: <path d="M5 10.5l3 3 7-7" /> },
  error: { bar: 'bg-danger', icon: <path d="M10 6v5M10 14h.01" /> },
  info: { bar: 'bg-info', icon: <path d="M10 9v5M10 6h.01" /> },
};

let nextId = 1;

/** Holds the toasts of the whole app and shows them top-right, below the header. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  // A message already showing is not stacked again: a repeated action says it once.
  const push = useCallback(
    (tone: Tone, message: string) => setItems((current) => (current.some((item) => item.message === message) ? current : [...current, { id: nextId++, tone, message }])),
    [],
  );
  const dismiss = (id: number) => setItems((current) => current.filter((item) => item.id !== id));
  const toaster = useMemo<Toaster>(
    () => ({ success: (m) => push('success', m), error: (m) => push('error', m), info: (m) => push('info', m) }),
    [push],
  );

  return (
    <ToastContext.Provider value={toaster}>
      <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
        {children}
        {items.map((item) => (
          <RadixToast.Root
            key={item.id}
            type={item.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => !open && dismiss(item.id)}
            className="relative flex items-start gap-3 overflow-hidden rounded-lg border border-line bg-surface py-3 pr-10 pl-4 shadow-raised animate-[toast-in_200ms_ease-out] data-[swipe=end]:animate-none"
          >
            <span aria-hidden className={cx('absolute inset-y-0 left-0 w-1', toneStyle[item.tone].bar)} />
            <svg aria-hidden viewBox="0 0 20 20" className={cx('mt-0.5 size-5 shrink-0 rounded-full p-0.5 text-white', toneStyle[item.tone].bar)} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
              {toneStyle[item.tone].icon}
            </svg>
            <RadixToast.Description className="min-w-0 text-sm font-medium wrap-anywhere text-ink">{item.message}</RadixToast.Description>
            <RadixToast.Close aria-label="Dismiss" className="absolute top-2 right-2 rounded p-1 text-muted hover:bg-canvas hover:text-ink">
              <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M5 5l10 10M15 5L5 15" />
              </svg>
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        {/* Below the sticky header (h-16, z-30) and under a dialog's backdrop (z-40): it covers page content only. */}
        <RadixToast.Viewport className="fixed top-20 right-4 z-20 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast needs a ToastProvider above it');
  return toaster;
}
