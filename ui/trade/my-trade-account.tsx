import { useQuery } from '@tanstack/react-query';
import { tradeMessages, type TradeApplicationForm as Values } from '../../core/domain/trade-account';
import type { User } from '../../core/domain/user';
import { Callout } from '../components/callout';
import { Card } from '../components/card';
import { DashboardSection } from '../components/dashboard-section';
import { ErrorState, LoadingState } from '../components/states';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { myTradeAccountQuery, tradeKeys, useApplyForTradeAccount } from '../queries/trade';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { TradeAccountCard } from './trade-account-card';
import { TradeApplicationForm } from './trade-application-form';
import { CompanyBuyers } from './company-buyers';
import { CompanyOrders } from './company-orders';
import { TradeInvitations } from './trade-invitations';

/** Why a business opens one, before the form. */
function WhatItGives() {
  return (
    <p className="max-w-prose text-ink-soft">
      Buying for a business? A trade account gives your company its own prices on every order, for you and the colleagues you invite. Tell us about the company: we check it and
      answer by email, usually within one working day.
    </p>
  );
}

/** /dashboard/trade-account: apply for a trade account, follow the application, and see the company's account once approved. */
export function MyTradeAccount({ user }: { user: Pick<User, 'id' | 'displayName' | 'emailVerified'> }) {
  const api = useService(UI_TOKENS.ShopApi);
  const toast = useToast();
  const mine = useQuery(myTradeAccountQuery(api, user.id));
  const tryAgain = useTryAgain(tradeKeys.mine(user.id));
  const apply = useApplyForTradeAccount();

  const send = async (application: Values) => {
    await apply.mutateAsync(application);
    toast.success(tradeMessages.applied);
  };

  let body;
  if (mine.isPending) body = <LoadingState label="Loading your trade account" waiting={mine.isFetching} />;
  else if (mine.isError) body = <ErrorState title="Your trade account could not be loaded" message={messageOf(mine.error)} onRetry={tryAgain} />;
  else {
    const { account, role, invitations, buyers, invited, standing } = mine.data;
    const offers = <TradeInvitations invitations={invitations} mayAccept={user.emailVerified} />;
    const form = (
      <Card className="p-6">
        <h3 className="mb-5 text-lg font-bold text-ink">{account ? 'Apply again' : 'Apply for a trade account'}</h3>
        {user.emailVerified ? (
          <TradeApplicationForm recipient={user.displayName} initial={account ? { ...account, vatNumber: account.vatNumber ?? '' } : undefined} onSubmit={send} />
        ) : (
          <Callout tone="info" title={tradeMessages.verifyFirst} announce={false}>
            Follow the link we emailed you when you registered, or ask for a new one from the banner at the top of the dashboard.
          </Callout>
        )}
      </Card>
    );
    if (!account)
      body = (
        <>
          {offers}
          <WhatItGives />
          {form}
        </>
      );
    else if (role === null)
      body = (
        <>
          <Callout tone="error" title={tradeMessages.declined(account.companyName)} announce={false}>
            {account.declineReason ? `Our reason: ${account.declineReason}` : 'We sent you an email about it.'} You can order at catalogue prices, or apply again once things have changed.
          </Callout>
          {offers}
          {form}
        </>
      );
    else
      body = (
        <>
          {account.status === 'pending' ? (
            <Callout tone="info" title={tradeMessages.alreadyApplied} announce={false}>
              We email you as soon as we have answered. Until then, you order at catalogue prices.
            </Callout>
          ) : (
            <Callout tone="success" title={tradeMessages.approved(account.companyName)} announce={false}>
              {role === 'owner' ? 'You applied for it.' : 'You buy for it.'} Prices on the product pages, in your cart and at checkout are your company&apos;s.
            </Callout>
          )}
          <TradeAccountCard account={account} standing={standing} />
          {account.status === 'approved' && <CompanyBuyers buyers={buyers} invited={invited} owner={role === 'owner'} />}
          {account.status === 'approved' && <CompanyOrders userId={user.id} />}
        </>
      );
  }

  return <DashboardSection title="Trade account">{body}</DashboardSection>;
}
