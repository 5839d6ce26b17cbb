import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { MailAttachment, MailMessage } from '../../core/domain/mail';
import type { MailTransport } from '../../core/ports/driven/mail';

export interface JsonFileMailSettings {
  /** The folder each message is written to, made when missing. */
  dir: string;
  /** The sender the message would carry: `Hartwell Tools <shop@hartwell.example>`. */
  from: string;
}

/** A file sent with a message, as the folder keeps it: its name, type and size, and its bytes in base64. */
export interface MailFileAttachment {
  fileName: string;
  contentType: string;
  /** Bytes. */
  size: number;
  /** The bytes, base64. */
  content: string;
}

/** A message as the folder keeps it: what a mail server would have been given, and when. */
export interface MailFile extends Omit<MailMessage, 'attachments'> {
  from: string;
  replyTo: string | null;
  sentAt: string;
  /** Its files, when it has any. */
  attachments?: MailFileAttachment[];
}

const kept = ({ fileName, contentType, content }: MailAttachment): MailFileAttachment => ({
  fileName,
  contentType,
  size: content.byteLength,
  content: Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('base64'),
});

// Messages this process has written: the order of those written within the same millisecond.
let sent = 0;

/**
 * The mail port without a mail server: each message becomes one JSON file in a folder, named by
 * when it was sent so that a listing reads oldest first. For running the shop where no mail may
 * leave it, and reading what it would have sent.
 */
export class JsonFileMailTransport implements MailTransport {
  constructor(private readonly settings: JsonFileMailSettings) {}

  /** Resolves once the file is on disk under its final name; rejects when it cannot be written. */
  async send(message: MailMessage) {
    const { dir, from } = this.settings;
    await mkdir(dir, { recursive: true });
    const sentAt = new Date().toISOString();
    const mail: MailFile = { from, to: message.to, replyTo: message.replyTo ?? null, subject: message.subject, html: message.html, text: message.text, sentAt };
    if (message.attachments?.length) mail.attachments = message.attachments.map(kept);
    // Messages sent within one millisecond keep their order by the count; the uuid keeps two servers' apart.
    const name = `${sentAt.replace(/:/g, '-')}-${String(++sent).padStart(9, '0')}-${randomUUID()}.json`;
    // Written under a hidden name, then renamed: a reader never sees half a message.
    const partial = path.join(dir, `.${name}.partial`);
    try {
      const file = await open(partial, 'wx');
      try {
        await file.writeFile(`${JSON.stringify(mail, null, 2)}\n`);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(partial, path.join(dir, name));
    } catch (error) {
      await rm(partial, { force: true }).catch(() => {});
      throw error;
    }
  }
}
