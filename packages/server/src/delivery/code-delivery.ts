import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { DbOrTx } from '../db/types.js';
import { outbox } from '../db/schema/index.js';

export type Channel = 'email' | 'sms';

export interface CodeMessage {
  channel: Channel;
  recipient: string;
  subject: string;
  body: string;
  code: string;
  purpose: string;
}

/**
 * Sends verification codes. Every message goes into the outbox table first, the queue that says
 * what was sent: with SMTP_URL, email is then sent, and once sent its code and text are erased
 * (the row keeps who, when and whether it went). No operator role ever reads a code: the outbox
 * command shows delivery status only. With no SMTP_URL (the embedded demo, tests) nothing can be
 * sent, so the message is also written as a file to `<DATA_DIR>/mailbox/` for whoever runs the
 * machine. No SMS gateway is wired: SMS stays undelivered, in the table and the mailbox folder.
 */
export class CodeDelivery {
  private readonly mailer: Transporter | null;

  constructor(
    private readonly db: DbOrTx,
    private readonly log: FastifyBaseLogger,
    smtp: { url: string | undefined; from: string },
    /** Where undeliverable messages are written (absent: kept in the table only). */
    private readonly mailboxDir?: string,
  ) {
    this.mailer = smtp.url ? createTransport(smtp.url, { from: smtp.from }) : null;
  }

  async send(message: CodeMessage): Promise<void> {
    const [row] = await this.db.insert(outbox).values(message).returning({ id: outbox.id });
    if (!row) return;
    if (!this.mailer || message.channel !== 'email') {
      await this.dropInMailbox(row.id, message);
      return;
    }
    try {
      await this.mailer.sendMail({ to: message.recipient, subject: message.subject, text: message.body });
      // Delivered: nobody who reads the table later (an operator, a backup) can use the code.
      await this.db.update(outbox).set({ sentAt: new Date(), code: '', body: '' }).where(eq(outbox.id, row.id));
    } catch (error) {
      // The member can ask again; the operator sees the failure in the outbox and the log.
      this.log.error({ err: error, outboxId: row.id }, 'sending an email failed');
      await this.db.update(outbox).set({ error: String(error) }).where(eq(outbox.id, row.id));
    }
  }

  /** Writes an undeliverable message where only the machine's own users read it. */
  private async dropInMailbox(id: number, message: CodeMessage): Promise<void> {
    if (this.mailboxDir === undefined) return;
    try {
      await mkdir(this.mailboxDir, { recursive: true, mode: 0o700 });
      const name = `${String(id).padStart(8, '0')}-${message.channel}-${message.recipient.replace(/[^A-Za-z0-9@.+_-]/g, '_')}.txt`;
      const text = `To: ${message.recipient}\nSubject: ${message.subject}\n\n${message.body}\n`;
      await writeFile(join(this.mailboxDir, name), text, { mode: 0o600 });
    } catch (error) {
      this.log.error({ err: error, outboxId: id }, 'writing a message to the mailbox folder failed');
    }
  }

  close(): void {
    this.mailer?.close();
  }
}
