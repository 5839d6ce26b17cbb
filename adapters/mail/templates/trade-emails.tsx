import type { TradeAccountEmailView, TradeInvitationEmailView, TradeTemplate } from '../../../core/domain/emails';
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

/** To someone invited to buy for a company: who invited them, and how to accept with this address. */
export function tradeInvitation({ shopName, companyName, inviterName, email, accountUrl }: TradeInvitationEmailView): EmailContent {
  return {
    subject: `${inviterName} invited you to buy for ${companyName} at ${shopName}`,
    preview: `Join ${companyName}'s trade account and order at its prices.`,
    body: (
      <>
        <Title>Buy for {companyName}</Title>
        <Para>Hello,</Para>
        <Para>
          {inviterName} invited you to buy for {companyName} on its trade account with {shopName}: the company's prices apply to every order you place.
        </Para>
        <Para>
          Sign in with {email}, or create an account with it, confirm the address, and accept the invitation on your trade account page.
        </Para>
        <Action href={accountUrl}>See the invitation</Action>
        <Para muted>If you do not know {inviterName} or {companyName}, ignore this email: nothing happens unless you accept.</Para>
      </>
    ),
  };
}
