import { addressLines, type Address } from '../../core/domain/address';
import { cx } from '../components/cx';

export interface AddressLinesProps {
  address: Address;
  /** The recipient, then the rest run together on as few lines as fit: for a list to choose from. */
  compact?: boolean;
  className?: string;
}

/** An address as a parcel label reads: its lines, blank ones left out, long words wrapped. */
export function AddressLines({ address, compact = false, className }: AddressLinesProps) {
  const [recipient, ...rest] = addressLines(address);
  return (
    <address className={cx('min-w-0 not-italic wrap-anywhere', className)}>
      <span className="block font-semibold text-ink">{recipient}</span>
      {compact ? (
        <span className="block text-ink-soft">{rest.join(', ')}</span>
      ) : (
        rest.map((line, i) => (
          <span key={i} className="block text-ink-soft">
            {line}
          </span>
        ))
      )}
    </address>
  );
}
