import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface TMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface TMailer {
  /** Sends through `SMTP_URL`, or writes the message to `DATA_DIR/outbox` as an .eml file. */
  sendMail(mail: TMail): Promise<{ messageId: string; file?: string }>;
  close(): void;
}

export interface TMailerOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
}

/** A request waits for the mail: an unreachable server fails it in seconds, not nodemailer's minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer({ smtpUrl, from, dataDir }: TMailerOptions): TMailer {
  if (smtpUrl) {
    // settings in the URL (host, port, auth, secure) win over the timeouts given here
    const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
    return {
      async sendMail(mail) {
        const info = await transport.sendMail({ from, ...mail });
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = path.join(dataDir, 'outbox');
  return {
    async sendMail(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await fs.mkdir(outbox, { recursive: true });
      // sortable by time, unique within the same millisecond
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      const file = path.join(outbox, name);
      await fs.writeFile(file, info.message);
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}
