import type { TSeedQuestion } from './knowledge-types';

export const EQUIPMENT_QUESTIONS: TSeedQuestion[] = [
  {
    category: 'Equipment',
    text: 'How do I order a new laptop?',
    description: 'Replacing or upgrading a laptop. Examples: my laptop is old, laptop refresh',
    tags: ['New Hire'],
    globex: true,
    utterances: [
      'how do I order a new laptop',
      'my laptop is too old',
      'laptop refresh',
      'can I get a Mac',
      'request a new computer',
      'laptop is very slow',
      'upgrade my laptop',
      'pedir un portátil nuevo',
      'neuen Laptop bestellen',
      'notebook novo',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Laptops are replaced every 4 years. Order a new one or a faster model (with your manager’s approval) at {{itPortal}} › Hardware.',
      },
    ],
  },
  {
    category: 'Equipment',
    text: 'Can I get a monitor for my home office?',
    description:
      'Equipment for working from home. Examples: home office budget, chair for home, second screen',
    tags: ['Remote Work'],
    globex: true,
    utterances: [
      'can I get a monitor for my home office',
      'home office budget',
      'second screen for home',
      'office chair for working from home',
      'do we get a remote work allowance',
      'keyboard and mouse for home',
      'take a monitor home',
      'monitor para casa',
      'Homeoffice Ausstattung',
      'cadeira para home office',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Every hybrid employee has a one-off home office budget of 400 EUR for a monitor, chair or keyboard. Order from the catalogue at {{itPortal}} › Home office.',
      },
      {
        country: 'IN',
        text: 'In India the home office budget is 25,000 INR, reimbursed as an expense with the invoice.',
      },
    ],
  },
  {
    category: 'Equipment',
    text: 'What do I do if my laptop is lost or stolen?',
    description: 'Reporting lost or stolen devices. Examples: laptop stolen, lost my phone',
    tags: ['Security', 'Urgent'],
    utterances: [
      'what do I do if my laptop is stolen',
      'I lost my laptop',
      'my work phone was stolen',
      'left my laptop on the train',
      'device stolen from car',
      'lost company phone',
      'report stolen equipment',
      'me robaron el portátil',
      'Laptop gestohlen',
      'perdi meu notebook',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Call {{itHelpdeskPhone}} straight away so we can lock and wipe the device, then report the theft to the police and send the report number to IT.',
      },
    ],
  },
  {
    category: 'Equipment',
    text: 'Can I get a company phone?',
    description: 'Who gets a mobile phone and how to order one. Examples: work mobile, phone contract',
    inSubscription: false,
    utterances: [
      'can I get a company phone',
      'work mobile',
      'who gets a business phone',
      'phone contract for work',
      'can I use my own phone',
      'mobile phone allowance',
      'SIM card for work',
      'móvil de empresa',
      'Diensthandy bestellen',
      'celular corporativo',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Company phones are for on-call, sales and field roles. Your manager requests one at {{itPortal}} › Hardware.',
      },
    ],
  },
  {
    category: 'Equipment',
    text: 'How do I return equipment when I leave?',
    description:
      'Returning the laptop, phone and badge at the end of employment. Examples: return laptop, offboarding equipment',
    utterances: [
      'how do I return equipment when I leave',
      'return my laptop',
      'last day equipment',
      'where do I send my laptop back',
      'return the monitor from home',
      'offboarding equipment',
      'courier for returning devices',
      'devolver el portátil',
      'Geräte zurückgeben',
      'devolução de equipamentos',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Hand in your laptop, phone and badge at reception on your last day, or book a free courier at {{itPortal}} › Returns if you work remotely.',
      },
    ],
  },
  {
    category: 'Equipment',
    text: 'How do I order equipment for my team?',
    description:
      'Managers ordering hardware and accessories for team members. Examples: headsets for my team, team hardware budget',
    tags: ['Manager'],
    managerOnly: true,
    utterances: [
      'how do I order equipment for my team',
      'headsets for my team',
      'team hardware budget',
      'order laptops for new hires',
      'bulk order accessories',
      'approve equipment request',
      'cost center for equipment',
      'who approves hardware for my team',
      'pedir equipos para mi equipo',
      'Ausstattung fürs Team bestellen',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Order for your team at {{itPortal}} › Hardware › Team order; it is charged to your cost centre. Requests above {{expenseLimit}} need your director’s approval.',
      },
    ],
  },
  {
    category: 'Equipment',
    text: 'My headset or mouse is broken, how do I replace it?',
    description: 'Replacing small accessories. Examples: broken headset, new charger, lost adapter',
    utterances: [
      'my headset is broken',
      'replace my mouse',
      'need a new charger',
      'lost my USB-C adapter',
      'keyboard not working',
      'where do I get a new headset',
      'docking station broken',
      'cascos rotos',
      'Headset kaputt',
      'carregador novo',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Pick a replacement from the accessory vending machine on each office floor with your badge, or order it at {{itPortal}} › Accessories for home delivery.',
      },
    ],
  },
  {
    category: 'Equipment',
    text: 'How do I connect to the office printer?',
    description: 'Printing and scanning in the office. Examples: printer not found, scan to email',
    utterances: [
      'how do I connect to the printer',
      'printer not found',
      'how do I print in the office',
      'scan to email',
      'print in colour',
      'follow me printing',
      'my print job is stuck',
      'impresora no funciona',
      'Drucker einrichten',
      'como imprimir no escritório',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Print to “Acme-FollowMe” and release the job at any office printer with your badge. Scans go to your email from the printer menu.',
      },
    ],
  },
];
