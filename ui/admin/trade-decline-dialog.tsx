import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { tradeDecisionSchema, tradeMessages, type TradeAccount } from '../../core/domain/trade-account';
import { issuesByField } from '../../core/domain/validation';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { TextArea } from '../components/text-field';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { tradeKeys, useDecideTradeAccount } from '../queries/trade';

export interface TradeDeclineDialogProps {
  /** A pending application; the dialog is shown while it is mounted. */
  account: TradeAccount;
  onClose(): void;
}

/** Declines an application, with a reason the customer is told if the admin gives one. */
export function TradeDeclineDialog({ account, onClose }: TradeDeclineDialogProps) {
  const toast = useToast();
  const client = useQueryClient();
  const decide = useDecideTradeAccount();
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const busy = decide.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(tradeDecisionSchema, { approve: false, reason });
    if (!parsed.success) return setError(issuesByField(parsed.issues).reason);
    try {
      const declined = await decide.mutateAsync({ id: account._id, decision: parsed.output });
      toast.success(tradeMessages.answered(declined, declined.applicant.email));
    } catch (failure) {
      toast.error(messageOf(failure));
      // Refused when another admin answered first: the list is read again to show their answer.
      void client.invalidateQueries({ queryKey: tradeKeys.list });
    }
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Decline ${account.companyName}?`}
      description={`We email ${account.applicant.name} (${account.applicant.email}) that the application was declined.`}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" busy={busy}>
            Decline application
          </Button>
        </>
      }
    >
      <form id={formId} noValidate aria-label="Decline the application" onSubmit={(event) => void submit(event)}>
        <TextArea
          label="Reason (optional)"
          hint="Shown to the customer, and in our email to them"
          rows={4}
          value={reason}
          readOnly={busy}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
