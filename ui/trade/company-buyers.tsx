import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { emailSchema } from '../../core/domain/credentials';
import { tradeMessages, type TradeBuyer, type TradeInvitation } from '../../core/domain/trade-account';
import { Button } from '../components/button';
import { Card } from '../components/card';
import { Email } from '../components/email';
import { TextField } from '../components/text-field';
import { useToastedAction } from '../hooks/use-toasted-action';
import { formatDate } from '../format';
import { useInviteTradeBuyer, useRemoveTradeBuyer, useWithdrawTradeInvitation } from '../queries/trade';

/** The company's buyers; its first buyer also invites others, withdraws invitations and removes buyers. */
export function CompanyBuyers({ buyers, invited, owner }: { buyers: readonly TradeBuyer[]; invited: readonly TradeInvitation[]; owner: boolean }) {
  const act = useToastedAction();
  const invite = useInviteTradeBuyer();
  const withdraw = useWithdrawTradeInvitation();
  const remove = useRemoveTradeBuyer();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = invite.isPending || withdraw.isPending || remove.isPending;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(emailSchema, email);
    setError(checked.success ? null : checked.issues[0].message);
    if (checked.success && (await act(() => invite.mutateAsync(checked.output), tradeMessages.invited(checked.output)))) setEmail('');
  };

  return (
    <Card className="flex flex-col gap-5 p-6">
      <h3 className="text-lg font-bold text-ink">Buyers</h3>
      <ul aria-label="Buyers" className="flex flex-col divide-y divide-line">
        {buyers.map((buyer) => (
          <li key={buyer.id} aria-label={buyer.name} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold break-words text-ink">
                {buyer.name} {buyer.role === 'owner' && <span className="text-sm font-medium text-muted">(applied for the account)</span>}
              </p>
              <p className="text-sm text-ink-soft">
                <Email address={buyer.email} /> · since {formatDate(buyer.joinedAt)}
              </p>
            </div>
            {owner && buyer.role === 'buyer' && (
              <Button variant="secondary" size="sm" disabled={busy} aria-label={`Remove ${buyer.name}`} onClick={() => void act(() => remove.mutateAsync(buyer.id), `${buyer.name} no longer buys for your company`)}>
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
      {owner && (
        <>
          {invited.length > 0 && (
            <div className="flex flex-col gap-2">
              <h4 className="font-semibold text-ink">Invited, not joined yet</h4>
              <ul aria-label="Invited" className="flex flex-col gap-2">
                {invited.map((invitation) => (
                  <li key={invitation.email} className="flex flex-wrap items-center justify-between gap-2 text-sm text-ink-soft">
                    <span className="min-w-0 break-words">
                      <Email address={invitation.email} /> · {formatDate(invitation.invitedAt)}
                    </span>
                    <Button variant="ghost" size="sm" disabled={busy} aria-label={`Withdraw the invitation to ${invitation.email}`} onClick={() => void act(() => withdraw.mutateAsync(invitation.email), `Withdrew the invitation to ${invitation.email}`)}>
                      Withdraw
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <form noValidate aria-label="Invite a buyer" onSubmit={(event) => void send(event)} className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="min-w-0 flex-1">
              <TextField label="Invite a colleague by email" type="email" autoComplete="off" value={email} error={error ?? undefined} onChange={(event) => setEmail(event.target.value)} />
            </div>
            <Button type="submit" busy={invite.isPending} className="sm:mt-7">
              Invite
            </Button>
          </form>
        </>
      )}
    </Card>
  );
}
