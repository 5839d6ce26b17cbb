import type { ReactNode } from 'react';
import { cx } from './cx';

const tones = {
  neutral: 'bg-canvas text-ink-soft border-line',
  brand: 'bg-brand-soft text-brand-strong border-orange-200',
  success: 'bg-success-soft text-success border-green-200',
  danger: 'bg-danger-soft text-danger border-red-200',
  info: 'bg-info-soft text-info border-blue-200',
};

export function Badge({ tone = 'neutral', children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return <span className={cx('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', tones[tone])}>{children}</span>;
}
