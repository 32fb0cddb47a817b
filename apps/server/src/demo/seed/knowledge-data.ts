import { BENEFITS_QUESTIONS } from './knowledge-benefits';
import { PAYROLL_QUESTIONS } from './knowledge-payroll';
import { IT_SUPPORT_QUESTIONS } from './knowledge-it-support';
import { EQUIPMENT_QUESTIONS } from './knowledge-equipment';
import { TIME_OFF_QUESTIONS } from './knowledge-time-off';
import { ONBOARDING_QUESTIONS } from './knowledge-onboarding';
import { TRAVEL_QUESTIONS } from './knowledge-travel';
import { POLICIES_QUESTIONS } from './knowledge-policies';
import { SCHEDULED, type TSeedPlaceholder, type TSeedQuestion } from './knowledge-types';

/** The demo knowledge base of Acme: HR and IT questions over every demo category. */
export const KNOWLEDGE_QUESTIONS: readonly TSeedQuestion[] = [
  ...BENEFITS_QUESTIONS,
  ...PAYROLL_QUESTIONS,
  ...TIME_OFF_QUESTIONS,
  ...ONBOARDING_QUESTIONS,
  ...IT_SUPPORT_QUESTIONS,
  ...EQUIPMENT_QUESTIONS,
  ...TRAVEL_QUESTIONS,
  ...POLICIES_QUESTIONS,
];

/**
 * The values answers refer to as `{{keyWord}}`. Countries a tenant does not have are skipped when
 * seeding, so GB and FR values only reach Globex and ES, DE, US, IN, BR ones only Acme. Values with
 * words are in English, the language of the global templates and documents that use them; the
 * countries' own answers in their language use only addresses and numbers.
 */
export const KNOWLEDGE_PLACEHOLDERS: readonly TSeedPlaceholder[] = [
  {
    keyWord: 'hrEmail',
    info: 'HR contact address',
    description: 'Where employees write to HR. Examples: hr@acme.example',
    category: 'Policies',
    values: [
      { country: 'GLOBAL', text: 'hr@acme.example' },
      { country: 'ES', text: 'rrhh.es@acme.example' },
      { country: 'DE', text: 'personal.de@acme.example' },
      { country: 'BR', text: 'rh.br@acme.example' },
      { country: 'GB', text: 'people.uk@globex.example' },
      { country: 'FR', text: 'rh.fr@globex.example' },
    ],
  },
  {
    keyWord: 'hrPortal',
    info: 'Self-service HR portal',
    description: 'The address of the HR self-service portal (absences, payslips, documents).',
    category: 'Policies',
    values: [
      { country: 'GLOBAL', text: 'https://people.acme.example' },
      { country: 'US', text: 'https://workday.acme.example' },
    ],
  },
  {
    keyWord: 'vacationDays',
    info: 'Vacation days per year',
    description: 'Yearly vacation allowance of a full-time employee. Examples: 25',
    category: 'Time Off',
    tags: ['New Hire'],
    values: [
      { country: 'GLOBAL', text: '25' },
      { country: 'ES', text: '23' },
      { country: 'DE', text: '30' },
      { country: 'US', text: '20' },
      { country: 'IN', text: '21' },
      { country: 'BR', text: '30' },
      { country: 'US', text: '22', inDays: SCHEDULED },
      { country: 'GB', text: '28' },
    ],
  },
  {
    keyWord: 'payrollDay',
    info: 'Monthly pay date',
    description: 'The day salaries are paid.',
    category: 'Payroll',
    tags: ['Finance'],
    values: [
      { country: 'GLOBAL', text: 'the last working day of the month' },
      { country: 'DE', text: 'the last bank working day of the month' },
      { country: 'BR', text: 'the fifth working day of the month' },
      { country: 'IN', text: 'the 1st of the following month' },
      { country: 'IN', text: 'the last working day of the month', inDays: SCHEDULED },
    ],
  },
  {
    keyWord: 'itHelpdeskPhone',
    info: 'IT helpdesk phone',
    description: 'Phone number of the IT helpdesk.',
    category: 'IT Support',
    tags: ['Urgent'],
    values: [
      { country: 'GLOBAL', text: '+1 555 0100 (ext. 4357)' },
      { country: 'ES', text: '+34 910 000 435' },
      { country: 'DE', text: '+49 30 0000 4357' },
      { country: 'IN', text: '+91 80 0000 4357' },
      { country: 'GB', text: '+44 20 0000 4357' },
    ],
  },
  {
    keyWord: 'itPortal',
    info: 'IT self-service portal',
    description: 'Where employees open tickets and order hardware and software.',
    category: 'IT Support',
    values: [{ country: 'GLOBAL', text: 'https://it.acme.example' }],
  },
  {
    keyWord: 'benefitsPortal',
    info: 'Benefits portal',
    description: 'Where employees see and change their benefits.',
    category: 'Benefits',
    values: [
      { country: 'GLOBAL', text: 'https://benefits.acme.example' },
      { country: 'US', text: 'https://acme.benefitplace.example' },
      { country: 'ES', text: 'https://retribucionflexible.acme.example' },
    ],
  },
  {
    keyWord: 'expenseLimit',
    info: 'Manager approval limit',
    description: 'Largest expense a manager approves alone.',
    category: 'Travel & Expenses',
    tags: ['Finance', 'Manager'],
    values: [
      { country: 'GLOBAL', text: '1,000 EUR' },
      { country: 'US', text: '1,200 USD' },
      { country: 'IN', text: '75,000 INR' },
      { country: 'BR', text: 'R$ 5.000' },
      { country: 'GLOBAL', text: '1,500 EUR', inDays: SCHEDULED },
    ],
  },
  {
    keyWord: 'mealAllowance',
    info: 'Daily meal allowance on trips',
    description: 'Meal budget per day of business travel.',
    category: 'Travel & Expenses',
    tags: ['Finance'],
    values: [
      { country: 'GLOBAL', text: '60 EUR' },
      { country: 'DE', text: '28 EUR' },
      { country: 'US', text: '75 USD' },
      { country: 'IN', text: '3,000 INR' },
      { country: 'FR', text: '20,70 EUR' },
    ],
  },
  {
    keyWord: 'officeHours',
    info: 'Office opening hours',
    description: 'When the offices are open.',
    category: 'Policies',
    values: [
      { country: 'GLOBAL', text: '8:00 to 18:00, Monday to Friday' },
      { country: 'ES', text: '8:00 to 19:00 Monday to Thursday, 8:00 to 15:00 on Friday' },
      { country: 'IN', text: '9:30 to 18:30, Monday to Friday' },
      { country: 'ES', text: '8:00 to 15:00, Monday to Friday (summer hours)', inDays: SCHEDULED },
    ],
  },
  {
    keyWord: 'sickNoteDays',
    info: 'Day a doctor’s note is needed',
    description: 'From which day of sickness a doctor’s note is required.',
    category: 'Time Off',
    values: [
      { country: 'GLOBAL', text: '3' },
      { country: 'DE', text: '4' },
      { country: 'BR', text: '1' },
    ],
  },
  {
    keyWord: 'parentalLeaveWeeks',
    info: 'Paid parental leave',
    description: 'Weeks of paid parental leave the company adds.',
    category: 'Time Off',
    values: [
      { country: 'GLOBAL', text: '16' },
      { country: 'US', text: '12' },
      { country: 'GLOBAL', text: '20', inDays: SCHEDULED },
    ],
  },
];
