import { SCHEDULED, type TSeedQuestion } from './knowledge-types';

export const BENEFITS_QUESTIONS: TSeedQuestion[] = [
  {
    category: 'Benefits',
    text: 'What health insurance do we have?',
    description:
      'Medical cover offered to employees and how to see the plan details. Examples: what health insurance do I get, is there private medical cover',
    tags: ['New Hire'],
    globex: true,
    utterances: [
      'what health insurance do we have',
      'do we get private health insurance',
      'which medical plan am I on',
      'is my family covered by the health plan',
      'health insurance details please',
      'who is our medical insurance provider',
      'does the company pay for health insurance',
      'how do I see my medical coverage',
      'medical cover info',
      'what does our health plan include',
      '¿tenemos seguro médico privado?',
      'welche Krankenversicherung haben wir',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Every employee is covered by our company health plan from the first day. You can see your plan, add family members and download your card on {{benefitsPortal}}. Questions? Write to {{hrEmail}}.',
      },
      {
        country: 'ES',
        text: 'En España tienes seguro médico privado con Sanitas desde el primer día, y puedes añadir a tu familia con precio de empresa. Consulta tu póliza en {{benefitsPortal}}.',
      },
      {
        country: 'US',
        text: 'In the US you can choose between a PPO and an HDHP with HSA during enrollment. Premiums are 80% paid by Acme. Compare the plans on {{benefitsPortal}}.',
      },
    ],
  },
  {
    category: 'Benefits',
    text: 'How do I add a family member to my benefits?',
    description:
      'Adding a spouse, partner or child to health and other benefits after a life event. Examples: add my baby to insurance, include my wife in the health plan',
    tags: ['Finance'],
    utterances: [
      'how do I add a family member to my benefits',
      'add my newborn to health insurance',
      'can I include my partner in my medical plan',
      'I just got married, how do I add my husband',
      'add dependents to benefits',
      'my son needs to be on my insurance',
      'how to register a dependent',
      'life event benefits change',
      'put my kids on my health plan',
      'adding spouse to coverage',
      'como incluo meu filho no plano de saúde',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Report the life event on {{benefitsPortal}} within 30 days and upload the certificate (marriage, birth or adoption). The change applies from the date of the event.',
      },
      {
        country: 'BR',
        text: 'Inclua dependentes no plano de saúde pelo {{benefitsPortal}} em até 30 dias após o evento, com a certidão. Dúvidas: {{hrEmail}}.',
      },
    ],
  },
  {
    category: 'Benefits',
    text: 'Does the company match pension contributions?',
    description:
      'Company contributions to retirement savings (pension, 401(k), provident fund). Examples: is there a 401k match, how much does the company add to my pension',
    tags: ['Finance'],
    utterances: [
      'does the company match pension contributions',
      'is there a 401k match',
      'how much does Acme put into my pension',
      'retirement plan matching',
      'do we have a company pension',
      'what is the employer pension contribution',
      'how do I join the pension plan',
      'provident fund contribution',
      'pension scheme details',
      'can I increase my pension contribution',
      'gibt es eine betriebliche Altersvorsorge',
    ],
    answers: [
      {
        country: 'US',
        text: 'Acme matches 100% of your 401(k) contributions up to 5% of your salary, vested immediately. Change your rate on {{benefitsPortal}}.',
      },
      {
        country: 'DE',
        text: 'Acme zahlt 20 % Zuschuss zur betrieblichen Altersvorsorge (Entgeltumwandlung). Den Antrag findest du auf {{benefitsPortal}}.',
      },
      {
        country: 'IN',
        text: 'Acme contributes 12% of your basic salary to your Employee Provident Fund (EPF). See your UAN and balance on {{benefitsPortal}}.',
      },
    ],
  },
  {
    category: 'Benefits',
    text: 'Is there a gym or wellness allowance?',
    description:
      'Money or discounts for sport, gyms and wellbeing apps. Examples: do we get a gym membership, wellness budget',
    tags: ['Remote Work'],
    globex: true,
    utterances: [
      'is there a gym allowance',
      'do we get a wellness budget',
      'does the company pay for the gym',
      'gym membership discount',
      'can I expense my yoga classes',
      'wellbeing benefit',
      'sport allowance',
      'do we have urban sports club',
      'fitness reimbursement',
      'what wellness perks do we have',
      '¿la empresa paga el gimnasio?',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'You have a wellness allowance of 40 EUR per month for gyms, sport clubs and wellbeing apps. Claim it as an expense with the receipt.',
      },
      {
        country: 'GLOBAL',
        inDays: SCHEDULED,
        text: 'From next month the wellness allowance rises to 50 EUR per month for gyms, sport clubs and wellbeing apps. Claim it as an expense with the receipt.',
      },
    ],
  },
  {
    category: 'Benefits',
    text: 'Do we get meal vouchers?',
    description:
      'Meal vouchers, lunch cards or canteen subsidies. Examples: do we have ticket restaurant, lunch card',
    utterances: [
      'do we get meal vouchers',
      'is there a lunch card',
      'how do the meal tickets work',
      'who pays for lunch',
      'is there a canteen subsidy',
      'food allowance',
      'ticket restaurant',
      'how much is the meal card topped up',
      'lunch benefit',
      'my meal card is not working',
      'tenemos tarjeta restaurante',
      'vale refeição quanto é',
    ],
    answers: [
      {
        country: 'ES',
        text: 'Tienes tarjeta restaurante con 11 EUR por día laborable, recargada el primer día de cada mes. Si no funciona, escribe a {{hrEmail}}.',
      },
      {
        country: 'BR',
        text: 'Você recebe vale-refeição de R$ 45 por dia útil, creditado no primeiro dia útil do mês. Problemas com o cartão: {{hrEmail}}.',
      },
    ],
  },
  {
    category: 'Benefits',
    text: 'What life insurance does the company provide?',
    description:
      'Life and disability insurance paid by the company. Examples: do we have life insurance, death in service benefit',
    inSubscription: false,
    utterances: [
      'what life insurance does the company provide',
      'do we have life insurance',
      'death in service benefit',
      'is there disability insurance',
      'how much is the life cover',
      'who is the beneficiary of my life insurance',
      'change my life insurance beneficiary',
      'accident insurance at work',
      'life assurance policy',
      'long term disability coverage',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Acme insures your life for twice your annual salary at no cost to you. Name or change your beneficiaries on {{benefitsPortal}}.',
      },
    ],
  },
  {
    category: 'Benefits',
    text: 'Can I get a company bike or public transport pass?',
    description:
      'Commuting benefits: bike leasing, transport passes and parking. Examples: job rad, transport ticket, can I lease a bike',
    tags: ['Finance'],
    utterances: [
      'can I get a company bike',
      'bike leasing',
      'is there a public transport pass',
      'does Acme pay for my train ticket',
      'commuting benefit',
      'JobRad beantragen',
      'Deutschlandticket Zuschuss',
      'parking at the office',
      'transport allowance',
      'can I lease an e-bike through work',
      'abono transporte empresa',
    ],
    answers: [
      {
        country: 'DE',
        text: 'Du kannst über JobRad ein Fahrrad leasen und bekommst einen Zuschuss von 30 EUR zum Deutschlandticket. Beides beantragst du auf {{benefitsPortal}}.',
      },
      {
        country: 'ES',
        text: 'Puedes pedir el ticket transporte con retribución flexible (hasta 136 EUR al mes sin IRPF) en {{benefitsPortal}}.',
      },
    ],
  },
  {
    category: 'Benefits',
    text: 'When is the benefits open enrollment period?',
    description:
      'The yearly window to change benefit choices. Examples: when can I change my health plan, open enrollment dates',
    tags: ['Urgent'],
    utterances: [
      'when is open enrollment',
      'when can I change my benefits',
      'open enrollment dates',
      'deadline to pick my health plan',
      'can I change my plan mid year',
      'benefits election window',
      'I missed open enrollment',
      'how do I change my benefit choices',
      'annual benefits enrollment',
      'when do new benefit choices start',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Open enrollment runs every year from 1 to 30 November on {{benefitsPortal}}; choices apply from 1 January. Outside that window you can only change benefits after a life event.',
      },
    ],
  },
];
