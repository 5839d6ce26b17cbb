import { Toast as RadixToast } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { TOAST_DURATION_MS, type ToastItem, type Tone } from './toast-item';

const toneStyle: Record<Tone, { bar: string; icon: ReactNode }> = {
  success: { bar: 'bg-success', icon: <path d="M5 10.5l3 3 7-7" /> },
  error: { bar: 'bg-danger', icon: <path d="M10 6v5M10 14h.01" /> },
  info: { bar: 'bg-info', icon: <path d="M10 9v5M10 6h.01" /> },
};

/** The toasts on screen, top-right below the header: loaded with the first one, so a page that shows none never fetches it. */
export default function ToastList({ items, dismiss }: { items: ToastItem[]; dismiss(id: number): void }) {
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
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
  );
}
