import { ContainerModule } from 'inversify';
import { PORTS } from '../composition/shop-ids';
import { SmtpMailTransport, type SmtpSettings } from './smtp-mail-transport';

/** The mail server, over SMTP. Without this module the shop's mail stays in the outbox (which the data module binds). */
export const smtpMailModule = (smtp: SmtpSettings) =>
  new ContainerModule(({ bind }) => {
    bind(PORTS.MailTransport).toConstantValue(new SmtpMailTransport(smtp));
  });
