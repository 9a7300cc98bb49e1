import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  id: number;
  kind: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null | undefined;
  attachments?: { filename: string; contentType: string; content: string }[];
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise each mail becomes an .eml file. */
export function createMailTransport(options: {
  smtpUrl?: string | undefined;
  mailDir: string;
}): MailTransport {
  const envelope = (message: MailMessage) => ({
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.attachments?.length ? { attachments: message.attachments } : {}),
  });

  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await smtp.sendMail(envelope(message));
      },
      close: () => smtp.close(),
    };
  }

  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await builder.sendMail(envelope(message));
      await mkdir(options.mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.mailDir, `${stamp}-${message.id}-${message.kind}.eml`);
      await writeFile(file, info.message as Buffer);
    },
    close: () => builder.close(),
  };
}
