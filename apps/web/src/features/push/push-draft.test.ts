import { describe, expect, it } from 'vitest';
import { checkStep, emptyDraft, saveOf, stepsOf, type TPushDraft } from './push-draft';

const NOW = new Date('2026-11-25T10:00:00Z');
const GROUP = {
  name: 'All Slack users',
  channelId: 'slack',
  channelTenantId: null,
  channelTenantName: null,
  recipientId: 'all-slack',
};
const draft = (patch: Partial<TPushDraft> = {}, type: TPushDraft['type'] = 'message') => ({
  ...emptyDraft(type),
  ...patch,
});

describe('push wizard draft', () => {
  it('goes through four steps for a new item and skips Template for an existing one', () => {
    expect(stepsOf({ id: 0 })).toEqual(['delivery', 'template', 'content', 'review']);
    expect(stepsOf({ id: 4 })).toEqual(['delivery', 'content', 'review']);
  });

  it('checks the delivery date and the recipients on the delivery step only', () => {
    expect(checkStep(draft(), 'delivery', 'UTC', NOW)).toEqual({
      date: ['The delivery date must be a valid date.'],
      recipients: ['At least one recipient is required.'],
    });
    expect(
      checkStep(draft({ schedule: '1 Jan 2020 09:00', groups: [GROUP] }), 'delivery', 'UTC', NOW),
    ).toEqual({
      date: ['The delivery date must be a future date.'],
    });
    // a test run has no date of its own
    expect(checkStep(draft({ dryRun: true, groups: [GROUP] }), 'delivery', 'UTC', NOW)).toEqual({});
  });

  it('checks a survey: question, options and an end date after the send date', () => {
    const survey = draft(
      { schedule: '1 Dec 2026 09:00', closeSchedule: '30 Nov 2026 09:00', options: [] },
      'survey',
    );
    expect(checkStep(survey, 'content', 'UTC', NOW)).toEqual({
      queries: ['Survey question is required.'],
      responseOptions: ['Please, add at least one response option.'],
      closeDate: ['End date must be valid and after the scheduled send date.'],
    });
  });

  it('sends the date in UTC from the company zone, groups reshaped and the CSV list as its file', () => {
    const save = saveOf(
      draft({ schedule: '1 Dec 2026 09:00', groups: [GROUP], text: 'Hi', lastUpdated: 'x' }),
      'Europe/Madrid',
    );
    expect(save.date).toBe('2026-12-01T08:00:00.000Z');
    expect(save.recipients[0]).toMatchObject({
      recipientId: 'all-slack',
      channelId: 'slack',
      name: 'All Slack users',
    });
    expect(save.lastUpdated).toBe('x');
    const csv = saveOf(draft({ csv: { name: 'a.csv', emails: ['a@acme.test'] } }), 'UTC');
    expect(csv.files).toEqual([{ name: 'a.csv', emails: ['a@acme.test'] }]);
    expect(csv.recipients).toEqual([]);
  });
});
