import { cx } from './cx';
import { LongWords } from './long-words';

// Whole class names, so that Tailwind finds them in this file. One line stays inline, beside the
// words that follow it; more lines make a block of that many lines.
const CLAMP = { 1: 'inline-block max-w-full truncate align-bottom', 2: 'line-clamp-2', 3: 'line-clamp-3' } as const;

export interface ClampedTextProps {
  /** A name or other text people type, of any length. */
  text: string;
  /** How many lines it may take before it is cut with an ellipsis. */
  lines?: keyof typeof CLAMP;
  /** `words` in a table's cell: the column is as wide as the longest word, so that none breaks inside (see LongWords). */
  wrap?: 'anywhere' | 'words';
  className?: string;
}

/**
 * Text of any length, such as a person's name, in a list: it wraps anywhere and stops after a few
 * lines, so that one long name never widens a row or pushes its buttons away. The whole text
 * stays in the tooltip and, for screen readers, in the page.
 */
export function ClampedText({ text, lines = 2, wrap = 'anywhere', className }: ClampedTextProps) {
  return (
    <span title={text} className={cx(wrap === 'anywhere' && 'wrap-anywhere', CLAMP[lines], className)}>
      {wrap === 'words' ? <LongWords text={text} /> : text}
    </span>
  );
}
