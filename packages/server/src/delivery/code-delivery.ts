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
 * Sends verification codes. Every message goes into the outbox table first: with no SMTP_URL that
 * is the delivery (tests and the operator read it: `operator outbox`); with SMTP_URL, email is then
 * sent and the row marked sent or failed. No SMS gateway is wired: SMS stays in the outbox.
 */
export class CodeDelivery {
  private readonly mailer: Transporter | null;

  constructor(
    private readonly db: DbOrTx,
    private readonly log: FastifyBaseLogger,
    smtp: { url: string | undefined; from: string },
  ) {
    this.mailer = smtp.url ? createTransport(smtp.url, { from: smtp.from }) : null;
  }

  async send(message: CodeMessage): Promise<void> {
    const [row] = await this.db.insert(outbox).values(message).returning({ id: outbox.id });
    if (!row || !this.mailer || message.channel !== 'email') return;
    try {
      await this.mailer.sendMail({ to: message.recipient, subject: message.subject, text: message.body });
      await this.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
    } catch (error) {
      // The member can ask again; the operator sees the failure in the outbox and the log.
      this.log.error({ err: error, outboxId: row.id }, 'sending an email failed');
      await this.db.update(outbox).set({ error: String(error) }).where(eq(outbox.id, row.id));
    }
  }

  close(): void {
    this.mailer?.close();
  }
}
