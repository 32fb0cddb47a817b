import type { TDb } from '../../db/client';
import { insertTemplates } from '../../modules/documents/documents.repository';
import type { TDemoTenantKey } from './demo-data';

const DAY = 24 * 60 * 60_000;

/** A few templates per folder, written with the demo knowledge base's placeholders. */
export const demoTemplates = (now: Date) => [
  {
    role: 'people-manager',
    name: 'Onboarding checklist',
    description: 'What a manager prepares before and during a new hire’s first week.',
    newUntil: new Date(now.getTime() + 60 * DAY),
    content:
      '<h1>Onboarding checklist</h1><p>Welcome your new team member well: most of the first impression is made in the first week.</p>' +
      '<h2>Before day one</h2><ul><li><p>Order a laptop through <a href="https://it.acme.example" target="_blank" rel="noopener noreferrer nofollow">{{itPortal}}</a>.</p></li><li><p>Tell HR the start date: {{hrEmail}}.</p></li></ul>' +
      '<h2>First week</h2><ol><li><p>Walk through working hours ({{officeHours}}).</p></li><li><p>Set goals for the first 90 days.</p></li></ol>',
  },
  {
    role: 'people-manager',
    name: 'Performance review guide',
    description: 'How to prepare and hold a yearly review conversation.',
    newUntil: null,
    content:
      '<h1>Performance review guide</h1><p>A review is a <strong>conversation</strong>, not a verdict.</p>' +
      '<h2>Prepare</h2><ul><li><p>Collect feedback from peers.</p></li><li><p>Read last year’s goals.</p></li></ul>' +
      '<p>Questions about the process go to {{hrEmail}}.</p>',
  },
  {
    role: 'people-manager',
    name: 'Return to work interview',
    description: 'A short talk after a sick leave.',
    newUntil: null,
    content:
      '<h1>Return to work interview</h1><p>After more than {{sickNoteDays}} days of sick leave a doctor’s note is needed.</p>' +
      '<p><em>Keep the talk private and supportive.</em></p>',
  },
  {
    role: 'team-member',
    name: 'Welcome letter',
    description: 'The letter every new colleague receives on day one.',
    newUntil: null,
    content:
      '<h1>Welcome aboard!</h1><p>We are glad you are here. Your first stop is the HR portal: {{hrPortal}}.</p>' +
      '<h2>Good to know</h2><ul><li><p>Office hours: {{officeHours}}</p></li><li><p>Holidays per year: {{vacationDays}} days</p></li><li><p>Salary is paid on {{payrollDay}}</p></li></ul>' +
      '<p>Need help with your laptop? Call {{itHelpdeskPhone}}.</p>',
  },
  {
    role: 'team-member',
    name: 'Travel and expenses',
    description: 'What to book, what to claim and how.',
    newUntil: null,
    content:
      '<h1>Travel and expenses</h1><p>Claims up to {{expenseLimit}} need no pre-approval; meals are covered up to {{mealAllowance}} a day.</p>' +
      '<ol><li><p>Keep every receipt.</p></li><li><p>Submit within 30 days.</p></li></ol>',
  },
  {
    role: 'team-member',
    name: 'Parental leave summary',
    description: 'Leave, pay and how to plan it with your manager.',
    newUntil: null,
    content:
      '<h1>Parental leave</h1><p>You are entitled to {{parentalLeaveWeeks}} weeks of parental leave.</p>' +
      '<p>Tell your manager and {{hrEmail}} at least two months ahead.</p>',
  },
];

export async function seedDocuments(
  db: TDb,
  tenantIds: ReadonlyMap<TDemoTenantKey, number>,
  now = new Date(),
) {
  const templates = demoTemplates(now).map((template, position) => ({ ...template, position }));
  for (const customerId of tenantIds.values()) await insertTemplates(db, customerId, templates);
}
