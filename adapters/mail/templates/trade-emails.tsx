import type { TradeAccountEmailView, TradeTemplate } from '../../../core/domain/emails';
import type { EmailContent } from './email-content';
import { Action, Para, Quoted, Title } from './parts';

/** The answer to an application for a trade account: approved, its prices on every order from now. */
function tradeAccountApproved({ shopName, name, companyName, accountUrl }: TradeAccountEmailView): EmailContent {
  return {
    subject: `${companyName} has a trade account with ${shopName}`,
    preview: `Your application for a trade account for ${companyName} is approved.`,
    body: (
      <>
        <Title>Your trade account is approved</Title>
        <Para>Hello {name},</Para>
        <Para>
          We have approved the trade account of {companyName}. From now on, the prices agreed with {companyName} apply to every order you place with {shopName}, and you can invite
          your colleagues to buy for it.
        </Para>
        <Action href={accountUrl}>See your trade account</Action>
      </>
    ),
  };
}

/** The answer to an application for a trade account: declined, and why when the admin said. */
function tradeAccountDeclined({ shopName, name, companyName, reason, accountUrl }: TradeAccountEmailView): EmailContent {
  return {
    subject: `Your application for a trade account with ${shopName}`,
    preview: `We could not open a trade account for ${companyName}.`,
    body: (
      <>
        <Title>We could not open a trade account</Title>
        <Para>Hello {name},</Para>
        <Para>We are sorry: we could not open a trade account for {companyName}.{reason ? ' Our reason:' : ''}</Para>
        {reason && <Quoted>{reason}</Quoted>}
        <Para>You can go on ordering at our catalogue prices, and apply again from your account once things have changed.</Para>
        <Action href={accountUrl}>See your account</Action>
      </>
    ),
  };
}

export const tradeEmails: Record<TradeTemplate, (view: TradeAccountEmailView) => EmailContent> = {
  'trade-account-approved': tradeAccountApproved,
  'trade-account-declined': tradeAccountDeclined,
};
