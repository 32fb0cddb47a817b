import { BOT_ROLES } from '@askhr/shared/bot/bot.constants';
import { COUNTRIES } from '@askhr/shared/countries/countries.constants';
import type { TDb } from '../../db/client';
import type { TMailer } from '../../lib/mail/mailer';
import { listEmailInboxes } from '../../modules/it-admin/email-inboxes.service';

/** An answer an employee rated Not helpful, where the tenant escalates them. */
export interface TEscalation {
  customerId: number;
  utteranceId: number;
  /** what the employee asked */
  utterance: string;
  /** what the bot answered */
  answer: string | null;
  countryId: number;
  roleId: number;
  channel: string;
  /** rated in the portal's Test Bot */
  isTest: boolean;
}

interface TEscalationMailOptions {
  db: TDb;
  mailer: TMailer;
  productName: string;
  onError?: (err: unknown, escalation: TEscalation) => void;
}

const roleName = (roleId: number) => (roleId === BOT_ROLES.peopleManager ? 'People Manager' : 'Team Member');
const countryName = (countryId: number) =>
  COUNTRIES.find((c) => c.id === countryId)?.name ?? `Country ${countryId}`;

export function escalationMail(productName: string, e: TEscalation, to: string) {
  const lines = [
    `An employee rated an answer of ${productName} as Not helpful.`,
    '',
    `Country: ${countryName(e.countryId)}`,
    `Role: ${roleName(e.roleId)}`,
    `Channel: ${e.channel}`,
    '',
    'The employee asked:',
    e.utterance,
    '',
    `${productName} answered:`,
    e.answer ?? '(no answer was given)',
    '',
    `Reference: utterance ${e.utteranceId}`,
  ];
  const subject = `${e.isTest ? '[Test Bot] ' : ''}Not helpful answer: ${e.utterance.replace(/\s+/g, ' ').slice(0, 80)}`;
  return { to, subject, text: lines.join('\n') };
}

/**
 * Mails an escalated answer to each support inbox of the tenant, through the product's mailer
 * (SMTP, or the outbox folder without SMTP settings). A failed mail does not touch the reply the
 * employee already got: it is reported through `onError`.
 */
export function createEscalationMail({ db, mailer, productName, onError }: TEscalationMailOptions) {
  const send = async (escalation: TEscalation, to: string) => {
    try {
      await mailer.sendMail(escalationMail(productName, escalation, to));
    } catch (err) {
      onError?.(err, escalation);
    }
  };
  return async (escalation: TEscalation) => {
    try {
      const inboxes = await listEmailInboxes(db, escalation.customerId);
      await Promise.all(inboxes.map((inbox) => send(escalation, inbox.email)));
    } catch (err) {
      onError?.(err, escalation);
    }
  };
}
