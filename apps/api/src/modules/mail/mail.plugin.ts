import path from 'node:path';
import fp from 'fastify-plugin';
import type { ShopModule } from '../../plugins/shop-module.ts';
import { createMailer, type Mailer } from './mail.service.ts';
import { createMailTransport } from './mail.transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox deliverer: tests call deliverDue(). */
    mailer: Mailer;
  }
}

/** The mail outbox every module writes to, and its deliverer running in the background. */
const mail: ShopModule = async (app, { config, database }) => {
  const mailer = createMailer({
    db: database.db,
    transport: createMailTransport({
      smtpUrl: config.SMTP_URL,
      mailDir: config.MAIL_DIR ?? path.join(config.DATA_DIR, 'mail'),
    }),
    from: config.MAIL_FROM,
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.stop());
  app.background.onStart(() => mailer.start());
};

export const mailPlugin = fp(mail, { name: 'mail' });
