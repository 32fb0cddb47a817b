import type { TSeedQuestion } from './knowledge-types';

export const PAYROLL_QUESTIONS: TSeedQuestion[] = [
  {
    category: 'Payroll',
    text: 'When do we get paid?',
    description: 'The pay date of each month. Examples: when is payday, what day does my salary arrive',
    tags: ['Finance'],
    globex: true,
    utterances: [
      'when do we get paid',
      'when is payday',
      'what day is salary paid',
      'salary date this month',
      'when will I get my pay',
      'my salary has not arrived yet',
      'pay day?',
      'when does the money hit my account',
      'monthly payroll date',
      'is payday on the last working day',
      '¿cuándo cobramos?',
      'wann kommt das Gehalt',
      'quando cai o salário',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Salaries are paid on {{payrollDay}}. If that day is a holiday, you are paid the working day before.',
      },
      {
        country: 'US',
        text: 'In the US we pay semi-monthly, on the 15th and on {{payrollDay}}. Direct deposit usually arrives the same morning.',
      },
    ],
  },
  {
    category: 'Payroll',
    text: 'Where can I download my payslip?',
    description:
      'Finding monthly payslips and yearly tax statements. Examples: get my payslip, nómina, Gehaltsabrechnung',
    globex: true,
    utterances: [
      'where can I download my payslip',
      'I need my payslip',
      'how do I get my pay stub',
      'where are my salary statements',
      'download last month payslip',
      'payslip for mortgage application',
      'can you send me my payslips',
      'dónde descargo mi nómina',
      'wo finde ich meine Gehaltsabrechnung',
      'onde baixo meu holerite',
      'annual tax statement',
      'P60 or W-2 download',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Your payslips and yearly tax statements are in the payroll section of {{hrPortal}}, available two days before {{payrollDay}}.',
      },
      {
        country: 'DE',
        text: 'Deine Gehaltsabrechnungen und die Lohnsteuerbescheinigung findest du in DATEV Arbeitnehmer online. Den Zugang bekommst du über {{hrEmail}}.',
      },
    ],
  },
  {
    category: 'Payroll',
    text: 'How do I change my bank account for salary payments?',
    description: 'Updating the account that receives the salary. Examples: new bank details, change IBAN',
    tags: ['Urgent', 'Security'],
    utterances: [
      'how do I change my bank account',
      'update my bank details',
      'new IBAN for my salary',
      'I switched banks',
      'change where my salary is paid',
      'update direct deposit',
      'my bank account changed',
      'cambiar cuenta bancaria nómina',
      'Bankverbindung ändern',
      'alterar conta bancária',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Update your bank details in {{hrPortal}} before the 20th to have this month’s salary paid to the new account. For your security we never accept bank changes by email.',
      },
    ],
  },
  {
    category: 'Payroll',
    text: 'How is overtime paid?',
    description: 'Overtime pay and time in lieu. Examples: do I get paid for extra hours, Überstunden',
    tags: ['Manager'],
    utterances: [
      'how is overtime paid',
      'do I get paid for extra hours',
      'overtime rate',
      'can I take overtime as time off',
      'weekend work compensation',
      'who approves overtime',
      'I worked late all week, do I get paid',
      'how do I log overtime',
      'horas extra cómo se pagan',
      'Überstunden Ausgleich',
      'hora extra como funciona',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Overtime must be approved by your manager beforehand and is compensated as time off in lieu. Log it in {{hrPortal}}.',
      },
      {
        country: 'DE',
        text: 'Überstunden werden nach Absprache mit deiner Führungskraft auf dem Arbeitszeitkonto gutgeschrieben und in Freizeit ausgeglichen.',
      },
      {
        country: 'BR',
        text: 'As horas extras são pagas com adicional de 50% (100% aos domingos e feriados) ou compensadas no banco de horas, conforme acordo.',
      },
    ],
  },
  {
    category: 'Payroll',
    text: 'When is the annual bonus paid?',
    description:
      'Timing and basis of the yearly bonus. Examples: bonus payout date, when do we get the bonus',
    tags: ['Finance'],
    utterances: [
      'when is the annual bonus paid',
      'bonus payout date',
      'when do we get our bonus',
      'how is the bonus calculated',
      'will I get a bonus this year',
      'bonus in March?',
      'variable pay timing',
      'is the bonus paid with the salary',
      'how much is my target bonus',
      'bonus schedule',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'The annual bonus is paid with the March salary, based on company results and your goals of the previous year. Your manager shares your figure in February.',
      },
    ],
  },
  {
    category: 'Payroll',
    text: 'How do I approve a salary change for my team member?',
    description:
      'The process for managers to propose salary increases or one-off payments. Examples: give a raise to my report, salary review for my team',
    tags: ['Manager'],
    managerOnly: true,
    utterances: [
      'how do I approve a salary change for my team member',
      'give a raise to someone in my team',
      'propose a salary increase',
      'salary review for my report',
      'one off bonus for my employee',
      'promotion with salary increase',
      'how do I submit a pay rise',
      'compensation change request',
      'budget for raises this year',
      'my direct report asked for a raise',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Managers propose salary changes in the compensation module of {{hrPortal}}. HR reviews them against the budget and payroll applies them from the next {{payrollDay}}.',
      },
    ],
  },
  {
    category: 'Payroll',
    text: 'Why is my salary different this month?',
    description:
      'Reasons for an unexpected net pay: deductions, taxes, unpaid leave. Examples: my pay is lower, wrong salary',
    tags: ['Urgent'],
    utterances: [
      'why is my salary different this month',
      'my pay is lower than usual',
      'I think my salary is wrong',
      'why did I get less money',
      'unexpected deduction on my payslip',
      'tax went up on my pay',
      'missing money on salary',
      'mi nómina es más baja este mes',
      'warum ist mein Gehalt niedriger',
      'salário veio errado',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Compare the lines of this month’s and last month’s payslip in {{hrPortal}}: unpaid leave, tax changes and benefit deductions are the usual reasons. If it still looks wrong, write to {{hrEmail}} with both payslips.',
      },
    ],
  },
  {
    category: 'Payroll',
    text: 'How do I get a salary certificate?',
    description:
      'Employment and salary letters for banks, visas or rentals. Examples: employment letter, certificado de empresa',
    utterances: [
      'how do I get a salary certificate',
      'I need an employment letter',
      'proof of employment for my landlord',
      'salary confirmation for the bank',
      'letter for visa application',
      'certificado de empresa',
      'Arbeitgeberbescheinigung',
      'declaração de vínculo',
      'work certificate',
      'can HR write a letter confirming my salary',
    ],
    answers: [
      {
        country: 'ES',
        text: 'Pide tu certificado de empresa o de retenciones en {{hrPortal}}; lo recibirás en 2 días laborables.',
      },
      {
        country: 'DE',
        text: 'Bescheinigungen für Bank, Vermieter oder Visum beantragst du über {{hrEmail}}. Sie sind in 3 Arbeitstagen fertig.',
      },
    ],
  },
];
