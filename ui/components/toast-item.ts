/** Toasts close after five seconds, as the product has always done. */
export const TOAST_DURATION_MS = 5000;

export type Tone = 'success' | 'error' | 'info';
export interface ToastItem {
  id: number;
  tone: Tone;
  message: string;
  /** A field's toast: at most one per key, replaced by the next. */
  key?: string;
}
