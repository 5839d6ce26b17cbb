import { tradeMessages, type TradeInvitation } from '../../core/domain/trade-account';
import { Button } from '../components/button';
import { Card } from '../components/card';
import { useToastedAction } from '../hooks/use-toasted-action';
import { formatDate } from '../format';
import { useAcceptTradeInvitation, useDeclineTradeInvitation } from '../queries/trade';

/** The invitations waiting for the customer's address: accept one to buy for that company, or decline it. */
export function TradeInvitations({ invitations, mayAccept }: { invitations: readonly TradeInvitation[]; mayAccept: boolean }) {
  const act = useToastedAction();
  const accept = useAcceptTradeInvitation();
  const decline = useDeclineTradeInvitation();
  const busy = accept.isPending || decline.isPending;
  if (invitations.length === 0) return null;


  return (
    <Card className="flex flex-col gap-4 p-6">
      <h3 className="text-lg font-bold text-ink">Invitations</h3>
      <ul aria-label="Invitations" className="flex flex-col gap-3">
        {invitations.map((invitation) => (
          <li key={invitation.accountId} aria-label={invitation.companyName} className="flex flex-col gap-3 rounded-lg border border-line p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="min-w-0 break-words text-ink-soft">
              <span className="font-semibold text-ink">{invitation.invitedBy}</span> invited you to buy for <span className="font-semibold text-ink">{invitation.companyName}</span> on{' '}
              {formatDate(invitation.invitedAt)}.
            </p>
            <div className="flex shrink-0 gap-2">
              <Button
                disabled={busy || !mayAccept}
                onClick={() => void act(() => accept.mutateAsync(invitation.accountId), tradeMessages.joined(invitation.companyName))}
              >
                Accept
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => void act(() => decline.mutateAsync(invitation.accountId), `Declined the invitation of ${invitation.companyName}`)}>
                Decline
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {!mayAccept && <p className="text-sm text-muted">{tradeMessages.confirmToAccept}.</p>}
    </Card>
  );
}
