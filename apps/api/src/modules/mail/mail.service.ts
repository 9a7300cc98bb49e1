import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  claimDueMails,
  FORGOTTEN_AFTER_DELIVERY,
  forgetMail,
  markMailAttemptFailed,
  markMailSent,
} from './mail.repo.ts';
import type { MailTransport } from './mail.transport.ts';

export const MAX_MAIL_ATTEMPTS = 8;

/** 1, 2, 4 … minutes after each failed attempt, capped at two hours. */
export const retryDelayMs = (attempts: number) => Math.min(120, 2 ** (attempts - 1)) * 60_000;

export interface MailerOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
}

/** Delivers the outbox in the background; a failed send is retried and never reaches a customer. */
export function createMailer({ db, transport, from, log, pollIntervalMs = 5_000 }: MailerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function deliverBatch(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const mails = await claimDueMails(db, 20);
      if (mails.length === 0) return delivered;
      for (const mail of mails) {
        try {
          await transport.send({
            id: mail.id,
            kind: mail.kind,
            from,
            to: mail.recipient,
            subject: mail.subject,
            text: mail.textBody,
            html: mail.htmlBody,
            attachments: mail.attachments ?? [],
          });
          if (FORGOTTEN_AFTER_DELIVERY.has(mail.kind)) await forgetMail(db, mail.id);
          else await markMailSent(db, mail.id);
          delivered++;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const retryAt =
            mail.attempts >= MAX_MAIL_ATTEMPTS
              ? null
              : new Date(Date.now() + retryDelayMs(mail.attempts));
          if (!retryAt && FORGOTTEN_AFTER_DELIVERY.has(mail.kind)) await forgetMail(db, mail.id);
          else await markMailAttemptFailed(db, mail.id, message.slice(0, 500), retryAt);
          log.warn(
            { mailId: mail.id, attempts: mail.attempts, err: error },
            'mail delivery failed',
          );
        }
      }
    }
  }

  /** Sends every due mail now; concurrent calls share one run. */
  function deliverDue(): Promise<number> {
    running ??= deliverBatch().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    deliverDue,
    /** Ask for delivery soon, without waiting (after a request queued mail). */
    kick() {
      setImmediate(() => {
        deliverDue().catch((error: unknown) => log.error({ err: error }, 'mail outbox run failed'));
      });
    },
    start() {
      timer = setInterval(() => {
        deliverDue().catch((error: unknown) => log.error({ err: error }, 'mail outbox run failed'));
      }, pollIntervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
      transport.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
