import { describe, expect, it } from 'vitest';
import { PUSH_STATUSES, SURVEY_DEFAULT_GREETING } from './push.constants';
import { ZPushSave, type TPushSaveInput } from './push.schemas';
import { csvEmailsOf, isPushItemEditable, nextDryRunDate, validatePushSave } from './push-rules';

const NOW = new Date('2026-03-02T10:02:30Z');
const group = { name: 'All Web Chat users', channelId: 'directline' as const, recipientId: 'all-directline' };
const message = (over: Partial<TPushSaveInput> = {}) =>
  ZPushSave.parse({
    type: 'message',
    text: 'Hello',
    date: '2026-03-03T09:00:00Z',
    recipients: [group],
    ...over,
  });
const survey = (over: Partial<TPushSaveInput> = {}) =>
  ZPushSave.parse({
    type: 'survey',
    date: '2026-03-03T09:00:00Z',
    closeDate: '2026-03-10T09:00:00Z',
    greetingText: SURVEY_DEFAULT_GREETING,
    recipients: [group],
    queries: [{ text: 'I feel supported by my manager.', responseOptions: ['Yes', 'No'] }],
    ...over,
  });

describe('nextDryRunDate', () => {
  it('rounds up to the next 5-minute mark, always after now', () => {
    expect(nextDryRunDate(NOW).toISOString()).toBe('2026-03-02T10:05:00.000Z');
    expect(nextDryRunDate(new Date('2026-03-02T10:05:00Z')).toISOString()).toBe('2026-03-02T10:10:00.000Z');
  });
});

describe('isPushItemEditable', () => {
  it('lets scheduled or future undelivered items change, never sent ones', () => {
    const past = new Date('2026-03-01T00:00:00Z');
    const future = new Date('2026-03-05T00:00:00Z');
    expect(isPushItemEditable({ statusId: PUSH_STATUSES.Scheduled, date: past }, NOW)).toBe(true);
    expect(isPushItemEditable({ statusId: PUSH_STATUSES.Failed, date: future }, NOW)).toBe(true);
    expect(isPushItemEditable({ statusId: PUSH_STATUSES.Failed, date: past }, NOW)).toBe(false);
    expect(isPushItemEditable({ statusId: PUSH_STATUSES.Sent, date: future }, NOW)).toBe(false);
  });
});

describe('validatePushSave', () => {
  it('accepts a complete message and a complete survey', () => {
    expect(validatePushSave(message(), NOW)).toEqual({});
    expect(validatePushSave(survey(), NOW)).toEqual({});
  });

  it('gives the delivery messages per field', () => {
    expect(validatePushSave(message({ date: 'soon', recipients: [] }), NOW)).toEqual({
      date: ['The delivery date must be a valid date.'],
      recipients: ['At least one recipient is required.'],
    });
    expect(validatePushSave(message({ date: '2026-03-01T09:00:00Z', text: ' ' }), NOW)).toEqual({
      date: ['The delivery date must be a future date.'],
      text: ['Text message is required.'],
    });
  });

  it.each(['+275760-09-13T00:00:00.000Z', '+010000-01-01T00:00:00.000Z', '2200-01-01T00:00:00Z'])(
    'gives the date messages for %s, a date beyond the ones the API takes',
    (far) => {
      // the schema refuses it as well; the wizard checks its draft with the rules alone
      expect(ZPushSave.safeParse({ ...message(), date: far }).success).toBe(false);
      expect(validatePushSave({ ...message(), date: far }, NOW)).toEqual({
        date: ['The delivery date must be a valid date.'],
      });
      expect(validatePushSave({ ...survey(), closeDate: far }, NOW)).toEqual({
        closeDate: ['End date must be valid and after the scheduled send date.'],
      });
    },
  );

  it('skips the date rules of a dry run', () => {
    expect(validatePushSave(message({ date: null, dryRun: true }), NOW)).toEqual({});
    expect(validatePushSave(survey({ date: null, closeDate: null, dryRun: true }), NOW)).toEqual({});
  });

  it('checks the CSV e-mails: present, well formed, at most 10,000', () => {
    const csv = (emails: string[]) =>
      message({ recipients: [{ name: 'staff.csv', recipientAddresses: emails }] });
    expect(validatePushSave(csv([]), NOW)).toEqual({ recipientsCsv: ['CSV file is required.'] });
    expect(validatePushSave(csv(['ana@acme.test', 'not an email']), NOW)).toEqual({
      recipientsCsv: ['Invalid csv file. Please, check the email addresses format.'],
    });
    const many = Array.from({ length: 10_001 }, (_, i) => `e${i}@acme.test`);
    expect(validatePushSave(csv(many), NOW)).toEqual({
      recipientsCsv: ['10001 out of 10000 emails used - Please, remove some emails.'],
    });
    expect(validatePushSave(csv(many.slice(1)), NOW)).toEqual({});
  });

  it('gives the survey messages', () => {
    const long = 'x'.repeat(245);
    expect(
      validatePushSave(
        survey({
          greetingText: '',
          closeDate: '2026-03-03T08:00:00Z',
          queries: [{ text: long, responseOptions: [] }],
        }),
        NOW,
      ),
    ).toEqual({
      queries: ['245 out of 244 characters used - Some text will be cut off.'],
      greetingText: ['Greeting text is required.'],
      responseOptions: ['Please, add at least one response option.'],
      closeDate: ['End date must be valid and after the scheduled send date.'],
    });
    const seven = ['1', '2', '3', '4', '5', '6', '7'];
    expect(validatePushSave(survey({ queries: [{ text: ' ', responseOptions: seven }] }), NOW)).toEqual({
      queries: ['Survey question is required.'],
      responseOptions: ['7 out of 6 options used - Please, remove some options.'],
    });
  });
});

describe('csvEmailsOf', () => {
  it('merges the CSV recipients and the file, lower-cased, without repeats, ignoring groups', () => {
    const save = message({
      recipients: [group, { name: 'list', recipientAddresses: ['Ana@Acme.test', { email: 'bo@acme.test' }] }],
      files: [{ name: 'list.csv', emails: ['ana@acme.test', ' cy@acme.test '] }],
    });
    expect(csvEmailsOf(save)).toEqual(['ana@acme.test', 'bo@acme.test', 'cy@acme.test']);
  });
});
