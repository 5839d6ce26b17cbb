import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { Button } from './button';

/** The fields a person can type into or choose in, in the order Tab reaches them. */
const EDITABLE_FIELD = 'input:not([readonly]):not([disabled]):not([type="hidden"]), textarea:not([readonly]):not([disabled]), select:not([disabled])';

/**
 * Focus opens on the first field to fill in (without one, on Radix's choice, the first control)
 * and goes back to what opened the dialog: Radix returns it only to a Dialog.Trigger, which the
 * dialogs here, opened by state, do not have.
 */
function useDialogFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(EDITABLE_FIELD);
      if (!field) return;
      event.preventDefault();
      field.focus();
    },
    onCloseAutoFocus(event: Event) {
      event.preventDefault();
      opener.current?.focus();
      opener.current = null;
    },
  };
}

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons at the foot of the dialog. */
  footer?: ReactNode;
  /** An action is running that the dialog must wait for: the close control is disabled meanwhile. */
  busy?: boolean;
}

/** A modal dialog: focus starts on its first field, stays inside and returns to the opener; Escape or the close control dismisses it. */
export function Dialog({ open, onOpenChange, title, description, children, footer, busy = false }: DialogProps) {
  const focus = useDialogFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/55 animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          // The title and the footer's buttons stay in view; what lies between scrolls when it is taller than the screen.
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-card bg-surface shadow-raised animate-[pop-in_160ms_ease-out]"
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex shrink-0 items-start justify-between gap-4 px-6 pt-6 pb-4">
            <RadixDialog.Title className="min-w-0 text-xl font-bold wrap-anywhere text-ink">{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <button type="button" disabled={busy} className="-m-1 rounded-md p-1 text-muted hover:bg-canvas hover:text-ink disabled:cursor-not-allowed disabled:opacity-40" aria-label="Close">
                <svg aria-hidden viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M5 5l10 10M15 5L5 15" />
                </svg>
              </button>
            </RadixDialog.Close>
          </div>
          <div className={footer ? 'min-h-0 overflow-y-auto px-6 pb-1' : 'min-h-0 overflow-y-auto px-6 pb-6'}>
            {description && <RadixDialog.Description className="mb-4 wrap-anywhere text-muted">{description}</RadixDialog.Description>}
            {children}
          </div>
          {footer && <div className="flex shrink-0 flex-wrap justify-end gap-3 px-6 pt-5 pb-6">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  onConfirm(): void;
  busy?: boolean;
  tone?: 'danger' | 'primary';
}

/** Asks before an action that cannot be undone. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, busy, tone = 'danger' }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant={tone} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
