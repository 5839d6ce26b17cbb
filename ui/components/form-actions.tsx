import type { ReactNode } from 'react';
import { Button } from './button';

/** A form's buttons at its foot: Cancel where the form can be left, and the submit button, busy while it sends. */
export function FormActions({ submitting, onCancel, children }: { submitting: boolean; onCancel?: () => void; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      {onCancel && (
        <Button variant="secondary" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
      )}
      <Button type="submit" busy={submitting}>
        {children}
      </Button>
    </div>
  );
}
