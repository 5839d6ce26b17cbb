// A local SMTP server that keeps every message it is sent and shows them in a web inbox
// (maildev): the shop's mail arrives there with no mail account anywhere.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { MailDev } from 'maildev';

/**
 * @param {{ smtpPort?: number, webPort?: number, mailDir?: string }} options
 * Port 0 takes any free port. `mailDir` keeps the messages across restarts; without it they go
 * to a temporary folder removed on stop.
 * @returns {Promise<{ smtpPort: number, webPort: number, smtpUrl: string, inboxUrl: string, stop(): Promise<void> }>}
 */
export async function startMailCatcher({ smtpPort = 1025, webPort = 1080, mailDir } = {}) {
  // Without a folder of its own maildev writes to one shared by every catcher on the machine.
  const directory = mailDir ?? mkdtempSync(`${tmpdir()}/shop-mail-`);
  mkdirSync(directory, { recursive: true });
  const maildev = new MailDev({ smtp: smtpPort, web: webPort, ip: '127.0.0.1', webIp: '127.0.0.1', mailDirectory: directory, silent: true });
  // maildev announces its web address itself; the shop's own line says where the inbox is.
  const info = console.info;
  console.info = () => {};
  let servers;
  try {
    servers = await maildev.start();
  } finally {
    console.info = info;
  }
  const smtp = servers.smtp.getPort();
  const web = servers.api.getAddress().port;
  return {
    smtpPort: smtp,
    webPort: web,
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    inboxUrl: `http://127.0.0.1:${web}`,
    stop: async () => {
      await maildev.stop();
      if (!mailDir) rmSync(directory, { recursive: true, force: true });
    },
  };
}
