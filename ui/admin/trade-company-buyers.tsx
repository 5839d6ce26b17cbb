import { formatCents } from '../../core/domain/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TradeAccount } from '../../core/domain/trade-account';
import { Button } from '../components/button';
import { Email } from '../components/email';
import { messageOf } from '../error-message';
import { formatPrice } from '../format';
import { tradeAccountDetailQuery } from '../queries/trade';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

/** Who buys for an approved company, and what it owes on account: read when an admin asks, not with every account of the list. */
export function TradeCompanyBuyers({ account }: { account: TradeAccount }) {
  const [shown, setShown] = useState(false);
  const api = useService(UI_TOKENS.ShopApi);
  const detail = useQuery({ ...tradeAccountDetailQuery(api, account._id), enabled: shown });
  if (!shown) {
    return (
      <div>
        <Button size="sm" variant="secondary" onClick={() => setShown(true)} aria-expanded={false}>
          Show buyers
        </Button>
      </div>
    );
  }
  if (detail.isPending) return <p className="text-sm text-muted">Loading the buyers…</p>;
  if (detail.isError) return <p className="text-sm text-danger">{messageOf(detail.error)}</p>;
  const { buyers, standing } = detail.data;
  return (
    <section aria-label={`Buyers for ${account.companyName}`} className="flex flex-col gap-2 text-sm">
      <h4 className="font-semibold text-ink-soft">Buyers</h4>
      <ul className="flex flex-col gap-1.5">
        {buyers.map((buyer) => (
          <li key={buyer.id} className="min-w-0 wrap-anywhere">
            <span className="font-semibold text-ink">{buyer.name}</span> · <Email address={buyer.email} /> {buyer.role === 'owner' && <span className="text-muted">(applied)</span>}
          </li>
        ))}
      </ul>
      {standing && (
        <p className="text-ink-soft">
          Owes {formatCents(standing.owed)} on account with VAT; {formatCents(standing.left)} left of {formatPrice(standing.limit)}.
        </p>
      )}
    </section>
  );
}
