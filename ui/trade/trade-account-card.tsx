import { formatCents } from '../../core/domain/money';
import type { ReactNode } from 'react';
import { tradePricesWords, tradeStatusWords, type TradeAccount } from '../../core/domain/trade-account';
import { AddressLines } from '../addresses/address-lines';
import { Badge } from '../components/badge';
import { Card } from '../components/card';
import { formatDate, formatPrice } from '../format';
import type { CreditStanding } from '../../core/domain/on-account';

const statusTone = { pending: 'neutral', approved: 'success', declined: 'danger' } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-semibold break-words text-ink">{children}</dd>
    </div>
  );
}

/** A trade account as its buyer sees it: the company, its numbers, where invoices go, and its prices and credit once approved. */
export function TradeAccountCard({ account, standing = null }: { account: TradeAccount; standing?: CreditStanding | null }) {
  return (
    <Card className="flex flex-col gap-5 p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="min-w-0 text-xl font-bold break-words text-ink">{account.companyName}</h3>
        <Badge tone={statusTone[account.status]}>{tradeStatusWords[account.status]}</Badge>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label="Company number">{account.companyNumber}</Fact>
        <Fact label="VAT number">{account.vatNumber ?? 'Not registered for VAT'}</Fact>
        <Fact label="Applied">{formatDate(account.appliedAt)}</Fact>
        {account.decidedAt && <Fact label={account.status === 'approved' ? 'Approved' : 'Answered'}>{formatDate(account.decidedAt)}</Fact>}
        {account.status === 'approved' && (
          <Fact label="Your prices">
            {tradePricesWords(account.prices).map((words) => (
              <span key={words} className="block">
                {words}
              </span>
            ))}
          </Fact>
        )}
        {account.status === 'approved' && (
          <Fact label="Payment on account">
            {standing ? (
              <>
                <span className="block">
                  {formatCents(standing.left)} left of {formatPrice(standing.limit)}
                </span>
                <span className="block text-sm font-normal text-ink-soft">
                  {formatCents(standing.owed)} owed with VAT · each order due in {standing.termsDays} days
                </span>
              </>
            ) : (
              'Not offered: orders are paid by card'
            )}
          </Fact>
        )}
        <div className="sm:col-span-2">
          <dt className="text-sm text-muted">Invoice address</dt>
          <dd>
            <AddressLines address={account.invoiceAddress} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}
