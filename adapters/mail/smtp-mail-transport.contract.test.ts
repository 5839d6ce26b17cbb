import { mailTransportContract } from '../../tests/contracts/mail-transport.contract';
import { Inbox, startMailCatcher } from '../../tests/support/mail-catcher';
import { SmtpMailTransport } from './smtp-mail-transport';

// A real SMTP server (the local mail catcher) for each test; stopped, its port refuses connections.
mailTransportContract('SMTP', async () => {
  const catcher = await startMailCatcher();
  const inbox = new Inbox(catcher.inboxUrl);
  const transport = new SmtpMailTransport({ url: catcher.smtpUrl, from: 'Hartwell Tools <shop@hartwell.example>' });
  let running = true;
  const stop = async () => {
    if (running) await catcher.stop();
    running = false;
  };
  return {
    transport,
    received: async (count) => {
      const caught = await inbox.waitForCount(count, 5_000);
      return Promise.all(
        caught.map(async (mail) => ({
          to: mail.to.map((to) => to.address).join(', '),
          replyTo: /^Reply-To: (.*?)\r?$/im.exec(await inbox.source(mail.id))?.[1] ?? null,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
        })),
      );
    },
    refuse: stop,
    dispose: async () => {
      transport.close();
      await stop();
    },
  };
});
