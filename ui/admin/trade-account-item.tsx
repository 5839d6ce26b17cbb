import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { tradeMessages, tradePricesWords, tradeStatusWords, type TradeAccount, type TradeAccountStatus } from '../../core/domain/trade-account';
import { AddressLines } from '../addresses/address-lines';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { cx } from '../components/cx';
import { Email } from '../components/email';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { formatDateTime } from '../format';
import { tradeKeys, useDecideTradeAccount } from '../queries/trade';
import { TradeCompanyBuyers } from './trade-company-buyers';
import { TradeCreditForm } from './trade-credit-form';
import { TradeDeclineDialog } from './trade-decline-dialog';
import { TradePricesDialog } from './trade-prices-form';

const statusTones: Record<TradeAccountStatus, 'info' | 'success' | 'danger'> = { pending: 'info', approved: 'success', declined: 'danger' };

function Detail({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cx('min-w-0', wide && 'sm:col-span-2')}>
      <dt className="font-semibold text-ink-soft">{term}</dt>
      <dd className="mt-0.5 wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}

const When = ({ at }: { at: string }) => <time dateTime={at}>{formatDateTime(at)}</time>;

/** One application or account: the company, who applied and when, the answer, and what an admin can do with it now. */
export function TradeAccountItem({ account }: { account: TradeAccount }) {
  const toast = useToast();
  const client = useQueryClient();
  const decide = useDecideTradeAccount();
  const [open, setOpen] = useState<'decline' | 'prices' | null>(null);
  const close = () => setOpen(null);

  const approve = async () => {
    try {
      const approved = await decide.mutateAsync({ id: account._id, decision: { approve: true } });
      toast.success(tradeMessages.answered(approved, approved.applicant.email));
    } catch (error) {
      toast.error(messageOf(error));
      // Refused when another admin answered first: the list is read again to show their answer.
      void client.invalidateQueries({ queryKey: tradeKeys.list });
    }
  };

  return (
    <li aria-label={account.companyName} className="flex min-w-0 flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3 className="min-w-0 text-lg font-bold wrap-anywhere text-ink">{account.companyName}</h3>
        <Badge tone={statusTones[account.status]}>{tradeStatusWords[account.status]}</Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Detail term="Company number">{account.companyNumber}</Detail>
        <Detail term="VAT number">{account.vatNumber ?? 'Not registered for VAT'}</Detail>
        <Detail term="Applied by">
          <span className="block">{account.applicant.name}</span>
          <Email address={account.applicant.email} />
        </Detail>
        <Detail term="Invoice address">
          <AddressLines address={account.invoiceAddress} />
        </Detail>
        <Detail term="Applied">
          <When at={account.appliedAt} />
        </Detail>
        {account.decidedAt && (
          <Detail term="Answered">
            <When at={account.decidedAt} />
          </Detail>
        )}
        {account.status === 'declined' && (
          <Detail term="Reason given to the customer" wide>
            {account.declineReason || 'None given'}
          </Detail>
        )}
        {account.status === 'approved' && (
          <Detail term="Company prices" wide>
            <ul className="flex flex-wrap gap-x-4">
              {tradePricesWords(account.prices).map((said) => (
                <li key={said}>{said}</li>
              ))}
            </ul>
          </Detail>
        )}
        {account.status === 'approved' && (
          <Detail term="Payment on account" wide>
            <TradeCreditForm account={account} />
          </Detail>
        )}
      </dl>
      {account.status === 'pending' && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" busy={decide.isPending} onClick={() => void approve()}>
            Approve
          </Button>
          <Button size="sm" variant="secondary" disabled={decide.isPending} onClick={() => setOpen('decline')}>
            Decline
          </Button>
        </div>
      )}
      {account.status === 'approved' && (
        <div>
          <Button size="sm" variant="secondary" onClick={() => setOpen('prices')}>
            Set prices
          </Button>
        </div>
      )}
      {account.status === 'approved' && <TradeCompanyBuyers account={account} />}
      {open === 'decline' && <TradeDeclineDialog account={account} onClose={close} />}
      {open === 'prices' && <TradePricesDialog account={account} onClose={close} />}
    </li>
  );
}
