import type { AccountLinkView } from '../../../core/domain/emails';
import type { EmailContent } from './email-content';
import { Action, LinkAsText, Para, Title } from './parts';

/** After registering: the link that confirms the address is the account holder's. */
export function verifyEmail({ name, email, link }: AccountLinkView, shopName: string): EmailContent {
  return {
    subject: `Confirm your email address for ${shopName}`,
    preview: `One click confirms ${email} for your ${shopName} account.`,
    body: (
      <>
        <Title>Confirm your email address</Title>
        <Para>Hello {name},</Para>
        <Para>
          Thank you for creating an account with {shopName}. Confirm that {email} is yours, so that we can reach you about your orders.
        </Para>
        <Action href={link}>Confirm my email address</Action>
        <LinkAsText href={link} />
        <Para muted>If you did not create an account with {shopName}, ignore this email: nothing happens without the link.</Para>
      </>
    ),
  };
}

/** After 'Forgot password?': the link to choose a new one. */
export function resetPassword({ name, email, link }: AccountLinkView, shopName: string): EmailContent {
  return {
    subject: `Choose a new password for ${shopName}`,
    preview: `The link to choose a new password for ${email}.`,
    body: (
      <>
        <Title>Choose a new password</Title>
        <Para>Hello {name},</Para>
        <Para>
          We were asked to let the {shopName} account of {email} choose a new password. The link below takes you to the page where you set it.
        </Para>
        <Action href={link}>Choose a new password</Action>
        <LinkAsText href={link} />
        <Para muted>
          If you did not ask for this, ignore this email: your password stays as it is. If the link has expired, ask for a new one from the login page.
        </Para>
      </>
    ),
  };
}
