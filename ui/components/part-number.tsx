import { cx } from './cx';

/** A part number: read out and typed as a whole, never broken across lines. */
export const PartNumber = ({ partNumber, className }: { partNumber: string; className?: string }) => (
  <span className={cx('font-mono text-xs whitespace-nowrap text-muted', className)}>
    <span className="sr-only">Part number </span>
    {partNumber}
  </span>
);
