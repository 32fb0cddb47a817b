import { SCHEDULED, type TSeedQuestion } from './knowledge-types';

export const TIME_OFF_QUESTIONS: TSeedQuestion[] = [
  {
    category: 'Time Off',
    text: 'How many vacation days do I have?',
    description:
      'The yearly vacation allowance. Examples: how much holiday do I get, annual leave entitlement',
    tags: ['New Hire'],
    globex: true,
    utterances: [
      'how many vacation days do I have',
      'how much holiday do I get',
      'annual leave entitlement',
      'how many days off per year',
      'what is my vacation allowance',
      'days of PTO',
      'how many holidays left',
      'vacation balance',
      'cuántos días de vacaciones tengo',
      'wie viele Urlaubstage habe ich',
      'quantos dias de férias eu tenho',
      'leave days per year?',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'You have {{vacationDays}} vacation days per calendar year. See your balance and request days in {{hrPortal}}.',
      },
      {
        country: 'ES',
        text: 'Tienes {{vacationDays}} días laborables de vacaciones al año, más el 24 y el 31 de diciembre. Consulta tu saldo en {{hrPortal}}.',
      },
      {
        country: 'GLOBAL',
        inDays: SCHEDULED,
        text: 'From 1 January you have {{vacationDays}} vacation days per calendar year plus one wellbeing day. See your balance and request days in {{hrPortal}}.',
      },
    ],
  },
  {
    category: 'Time Off',
    text: 'How do I request time off?',
    description: 'Booking vacation and other leave. Examples: book holidays, request PTO, pedir vacaciones',
    globex: true,
    utterances: [
      'how do I request time off',
      'book a day off',
      'request vacation',
      'how to apply for leave',
      'where do I submit holiday requests',
      'I want to take next Friday off',
      'PTO request',
      'how far ahead must I book holidays',
      'cómo pido vacaciones',
      'Urlaub beantragen',
      'como solicito férias',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Request time off in {{hrPortal}} under Absences. Your manager approves it; for more than 5 days please ask at least two weeks ahead.',
      },
    ],
  },
  {
    category: 'Time Off',
    text: 'What do I do when I am sick?',
    description:
      'Reporting sickness and when a doctor’s note is needed. Examples: I am ill today, sick leave, baja médica',
    tags: ['Urgent'],
    globex: true,
    utterances: [
      'what do I do when I am sick',
      'I am ill today',
      'calling in sick',
      'how do I report sick leave',
      'do I need a doctor note',
      'feeling unwell, cannot work',
      'sick day process',
      'estoy enfermo qué hago',
      'baja médica',
      'ich bin krank, was muss ich tun',
      'Krankmeldung abgeben',
      'atestado médico',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Tell your manager before {{officeHours}} start and record the absence in {{hrPortal}}. From day {{sickNoteDays}} you need a doctor’s note.',
      },
      {
        country: 'DE',
        text: 'Melde dich vor Arbeitsbeginn bei deiner Führungskraft krank. Ab dem {{sickNoteDays}}. Tag ruft HR die eAU bei deiner Krankenkasse ab.',
      },
      {
        country: 'ES',
        text: 'Avisa a tu responsable antes de empezar la jornada. Si el médico te da la baja, el parte llega a la empresa de forma electrónica.',
      },
    ],
  },
  {
    category: 'Time Off',
    text: 'How long is parental leave?',
    description:
      'Maternity, paternity and adoption leave. Examples: paternity leave, maternity leave weeks, Elternzeit',
    tags: ['Finance'],
    utterances: [
      'how long is parental leave',
      'maternity leave',
      'paternity leave weeks',
      'how much time off when I have a baby',
      'adoption leave',
      'is parental leave paid',
      'I am expecting a baby',
      'baja por nacimiento',
      'Elternzeit beantragen',
      'licença maternidade',
      'licença paternidade quantos dias',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Every parent gets {{parentalLeaveWeeks}} weeks of paid parental leave, on top of what the law gives. Tell {{hrEmail}} three months ahead if you can.',
      },
      {
        country: 'BR',
        text: 'Acme é Empresa Cidadã: licença-maternidade de 180 dias e licença-paternidade de 20 dias. Avise {{hrEmail}} com antecedência.',
      },
    ],
  },
  {
    category: 'Time Off',
    text: 'Which days are public holidays this year?',
    description: 'The public holiday calendar of your office. Examples: bank holidays, festivos, Feiertage',
    globex: true,
    utterances: [
      'which days are public holidays this year',
      'bank holiday calendar',
      'is Monday a holiday',
      'office closed days',
      'national holidays list',
      'holiday calendar 2026',
      'festivos de este año',
      'welche Feiertage gibt es',
      'feriados deste ano',
      'are we off on Diwali',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'The public holiday calendar of every office is in {{hrPortal}} under Calendar. Holidays are added to your absences automatically.',
      },
      {
        country: 'IN',
        text: 'In India you get 10 fixed public holidays and 2 floating holidays you choose yourself (for example Diwali or Eid). Pick them in {{hrPortal}}.',
      },
    ],
  },
  {
    category: 'Time Off',
    text: 'Can I carry over unused vacation days?',
    description:
      'What happens to vacation days left at the end of the year. Examples: roll over holidays, lose my days',
    utterances: [
      'can I carry over unused vacation days',
      'roll over holidays to next year',
      'will I lose my vacation days',
      'unused PTO end of year',
      'carry forward leave',
      'deadline to use my holidays',
      'can I sell my vacation days',
      'vacaciones no disfrutadas',
      'Resturlaub übertragen',
      'leftover days off',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'You can carry over up to 5 unused vacation days; they must be used by 31 March of the next year.',
      },
      {
        country: 'GLOBAL',
        inDays: SCHEDULED,
        text: 'You can carry over up to 10 unused vacation days; they must be used by 30 June of the next year.',
      },
    ],
  },
  {
    category: 'Time Off',
    text: 'How do I approve my team’s leave requests?',
    description:
      'Approving or rejecting absences as a manager. Examples: approve holiday request, team absence calendar',
    tags: ['Manager'],
    managerOnly: true,
    utterances: [
      'how do I approve leave requests',
      'approve holiday for my team',
      'where are pending absence requests',
      'reject a vacation request',
      'team absence calendar',
      'who in my team is off next week',
      'manager leave approval',
      'delegate approvals while I am away',
      'approve PTO',
      'my report asked for time off',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Pending requests are in {{hrPortal}} under My Team › Approvals, with the team calendar beside them. Set a delegate there before your own vacation.',
      },
    ],
  },
  {
    category: 'Time Off',
    text: 'Can I take unpaid leave or a sabbatical?',
    description: 'Longer breaks without pay. Examples: sabbatical, unpaid time off, career break',
    inSubscription: false,
    utterances: [
      'can I take unpaid leave',
      'sabbatical policy',
      'career break',
      'unpaid time off for travel',
      'how long can a sabbatical be',
      'excedencia voluntaria',
      'unbezahlter Urlaub',
      'licença não remunerada',
      'extended leave',
      'take three months off',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'After two years with us you can ask for up to 3 months of unpaid leave. Agree it with your manager, then send the request to {{hrEmail}}.',
      },
    ],
  },
];
