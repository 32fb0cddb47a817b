import { SCHEDULED, type TSeedQuestion } from './knowledge-types';

export const TRAVEL_QUESTIONS: TSeedQuestion[] = [
  {
    category: 'Travel & Expenses',
    text: 'How do I submit an expense report?',
    description:
      'Claiming business expenses with receipts. Examples: claim expenses, reimbursement, receipts',
    tags: ['Finance'],
    globex: true,
    utterances: [
      'how do I submit an expense report',
      'claim my expenses',
      'get reimbursed',
      'where do I upload receipts',
      'expense claim deadline',
      'when are expenses paid',
      'I paid for a client dinner',
      'lost receipt what do I do',
      'cómo paso mis gastos',
      'Spesen abrechnen',
      'reembolso de despesas',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Photograph the receipt in the Expenses app and submit it within 30 days. Claims up to {{expenseLimit}} are approved by your manager and paid with the next salary on {{payrollDay}}.',
      },
    ],
  },
  {
    category: 'Travel & Expenses',
    text: 'How much can I spend on meals when travelling?',
    description:
      'Daily allowances and meal limits on business trips. Examples: per diem, dinner limit, Verpflegungspauschale',
    tags: ['Finance'],
    globex: true,
    utterances: [
      'how much can I spend on meals when travelling',
      'per diem',
      'dinner limit on business trip',
      'daily allowance travel',
      'can I expense alcohol',
      'meal budget abroad',
      'dietas de viaje',
      'Verpflegungspauschale',
      'diária de viagem',
      'food budget business travel',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'On business trips you can spend up to {{mealAllowance}} per day on meals. Alcohol is not reimbursed.',
      },
      {
        country: 'DE',
        text: 'Auf Dienstreisen gelten die steuerlichen Verpflegungspauschalen: {{mealAllowance}} pro vollem Tag, 14 EUR für An- und Abreisetage.',
      },
    ],
  },
  {
    category: 'Travel & Expenses',
    text: 'How do I book a business trip?',
    description:
      'Booking flights, trains and hotels for work. Examples: book a flight, travel agency, hotel booking',
    globex: true,
    utterances: [
      'how do I book a business trip',
      'book a flight for work',
      'hotel for a client visit',
      'travel booking tool',
      'can I book economy plus',
      'train or plane',
      'who approves travel',
      'reservar viaje de trabajo',
      'Dienstreise buchen',
      'reservar viagem a trabalho',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Book trips in the travel tool on {{itPortal}} › Travel after your manager approves them. Economy class for flights under 6 hours; trains for trips under 4 hours.',
      },
      {
        country: 'GLOBAL',
        inDays: SCHEDULED,
        text: 'From next month book trips with our new agency in the Travel app; your manager approves them there. Economy class for flights under 6 hours; trains for trips under 4 hours.',
      },
    ],
  },
  {
    category: 'Travel & Expenses',
    text: 'Do I need a corporate credit card?',
    description: 'Who gets a company card and how to apply. Examples: corporate card, company Amex',
    tags: ['Finance'],
    utterances: [
      'do I need a corporate credit card',
      'how do I get a company card',
      'corporate Amex',
      'apply for a business credit card',
      'card for travel expenses',
      'my corporate card was declined',
      'card limit',
      'tarjeta de empresa',
      'Firmenkreditkarte',
      'cartão corporativo',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'If you travel more than four times a year, ask for a corporate card at {{itPortal}} › Finance. Card expenses still need receipts in the Expenses app.',
      },
    ],
  },
  {
    category: 'Travel & Expenses',
    text: 'Is mileage reimbursed when I use my own car?',
    description: 'Using a private car for business travel. Examples: mileage rate, kilometre allowance',
    utterances: [
      'is mileage reimbursed',
      'using my own car for work',
      'kilometre allowance',
      'mileage rate',
      'fuel costs for business trip',
      'parking and tolls',
      'kilometraje',
      'Kilometerpauschale',
      'reembolso de quilometragem',
      'drive to a client with my car',
    ],
    answers: [
      {
        country: 'ES',
        text: 'Se reembolsan 0,26 EUR por kilómetro, más peajes y aparcamiento con justificante.',
      },
      { country: 'DE', text: 'Du bekommst 0,30 EUR pro gefahrenem Kilometer, Parkgebühren mit Beleg.' },
      {
        country: 'US',
        text: 'Mileage is reimbursed at the IRS rate of the year, plus tolls and parking with receipts.',
      },
    ],
  },
  {
    category: 'Travel & Expenses',
    text: 'How do I approve my team’s expenses?',
    description: 'Approving expense claims as a manager. Examples: pending expense approvals, reject a claim',
    tags: ['Manager', 'Finance'],
    managerOnly: true,
    utterances: [
      'how do I approve expenses',
      'pending expense approvals',
      'reject an expense claim',
      'approve travel costs for my team',
      'expense approval limit',
      'delegate expense approvals',
      'who approves above my limit',
      'aprobar gastos del equipo',
      'Spesen freigeben',
      'aprovar despesas',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Approve claims in the Expenses app under Approvals. You can approve up to {{expenseLimit}} per claim; larger ones go on to your director.',
      },
    ],
  },
];
