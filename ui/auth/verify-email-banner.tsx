import { accountEmailMessages } from '../../core/domain/emails';
import { Button } from '../components/button';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { useResendVerification } from '../queries/account-emails';

/** Reminds a customer whose email is not confirmed yet, with the link sent again in one click. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const resend = useResendVerification();
  const toast = useToast();
  const onResend = async () => {
    try {
      const { sentTo } = await resend.mutateAsync();
      toast.success(accountEmailMessages.verificationSent(sentTo));
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  return (
    <section aria-label="Confirm your email address" className="mb-6 flex flex-col gap-3 rounded-card border border-orange-200 bg-brand-soft px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-bold text-ink">Confirm your email address</p>
        <p className="mt-1 text-sm wrap-anywhere text-ink-soft">
          We sent a link to <span className="font-semibold">{email}</span>. Follow it to confirm the address is yours: until then we send no emails about your orders, neither confirmations nor receipts.
        </p>
      </div>
      <Button variant="secondary" className="shrink-0" busy={resend.isPending} onClick={() => void onResend()}>
        Resend the link
      </Button>
    </section>
  );
}
