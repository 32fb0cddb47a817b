import type { TSeedQuestion } from './knowledge-types';

export const ONBOARDING_QUESTIONS: TSeedQuestion[] = [
  {
    category: 'Onboarding',
    text: 'What do I need to do on my first day?',
    description: 'The first day plan for new hires. Examples: first day at work, where do I go on day one',
    tags: ['New Hire'],
    globex: true,
    utterances: [
      'what do I need to do on my first day',
      'first day at work',
      'where do I go on day one',
      'what time should I arrive on my first day',
      'what to bring on my first day',
      'first day agenda',
      'who do I meet on my first day',
      'starting next monday, what now',
      'mi primer día qué hago',
      'erster Arbeitstag',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Welcome! Come to reception at the start of {{officeHours}} with your ID. Your buddy picks you up, IT hands over your laptop and HR runs the welcome session at 11:00.',
      },
    ],
  },
  {
    category: 'Onboarding',
    text: 'Who is my onboarding buddy?',
    description:
      'The colleague who helps new hires in their first weeks. Examples: do I have a buddy, mentor for new joiners',
    tags: ['New Hire'],
    utterances: [
      'who is my onboarding buddy',
      'do I have a buddy',
      'who helps me in my first weeks',
      'new joiner mentor',
      'assigned buddy',
      'I have not met my buddy yet',
      'can I change my buddy',
      'buddy program',
      'quién es mi buddy',
      'who can I ask silly questions',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Your manager chooses your buddy before you start; you find the name in your welcome email and in {{hrPortal}}. No buddy yet? Tell {{hrEmail}}.',
      },
    ],
  },
  {
    category: 'Onboarding',
    text: 'Which documents do I need to send before I start?',
    description:
      'Paperwork for new hires: ID, tax and bank forms. Examples: what documents does HR need, onboarding paperwork',
    tags: ['New Hire', 'Urgent'],
    utterances: [
      'which documents do I need before I start',
      'what paperwork does HR need',
      'onboarding documents',
      'do I need to send my passport',
      'tax form for new employee',
      'documentos para mi alta',
      'welche Unterlagen brauche ich',
      'documentos para admissão',
      'I-9 documents',
      'PAN card and Aadhaar for joining',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Upload a copy of your ID, your bank details and your tax form in {{hrPortal}} before your first day.',
      },
      {
        country: 'US',
        text: 'Bring original documents for Form I-9 on your first day and complete your W-4 in {{hrPortal}}.',
      },
      {
        country: 'IN',
        text: 'Upload your PAN, Aadhaar, previous employer relieving letter and UAN in {{hrPortal}} before joining.',
      },
      {
        country: 'BR',
        text: 'Envie sua CTPS digital, RG, CPF, comprovante de residência e exame admissional pelo {{hrPortal}} antes do primeiro dia.',
      },
    ],
  },
  {
    category: 'Onboarding',
    text: 'When does my probation period end?',
    description:
      'Length of the trial period and the review at its end. Examples: trial period, período de prueba, Probezeit',
    tags: ['New Hire'],
    utterances: [
      'when does my probation period end',
      'how long is the trial period',
      'probation review',
      'am I still on probation',
      'notice period during probation',
      'período de prueba',
      'wie lange ist die Probezeit',
      'período de experiência',
      'end of probation meeting',
      'what happens after probation',
    ],
    answers: [
      {
        country: 'ES',
        text: 'El período de prueba es de 6 meses para titulados y de 2 meses para el resto. Tu responsable hará una revisión antes de que termine.',
      },
      {
        country: 'DE',
        text: 'Die Probezeit dauert 6 Monate. In dieser Zeit gilt eine Kündigungsfrist von zwei Wochen.',
      },
      { country: 'BR', text: 'O contrato de experiência é de 45 dias, prorrogável por mais 45.' },
    ],
  },
  {
    category: 'Onboarding',
    text: 'How do I prepare onboarding for a new team member?',
    description:
      'What managers arrange before a new hire starts. Examples: new starter checklist, order a laptop for my new hire',
    tags: ['Manager', 'New Hire'],
    managerOnly: true,
    utterances: [
      'how do I prepare onboarding for a new team member',
      'new starter checklist',
      'order a laptop for my new hire',
      'someone joins my team next month',
      'manager onboarding tasks',
      'set up accounts for a new employee',
      'welcome plan for new hire',
      'assign a buddy to my new joiner',
      'what do I do before my hire starts',
      'preboarding',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Two weeks before the start date: order equipment on {{itPortal}}, choose a buddy and plan the first week in {{hrPortal}} under My Team › New Hires.',
      },
    ],
  },
  {
    category: 'Onboarding',
    text: 'Where can I find the company org chart?',
    description: 'Who is who and who reports to whom. Examples: org chart, who is my manager’s manager',
    utterances: [
      'where can I find the org chart',
      'company organisation chart',
      'who reports to whom',
      'who is the head of finance',
      'find a colleague by team',
      'who is my skip level',
      'team structure',
      'organigrama',
      'Organigramm',
      'organograma da empresa',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'The org chart is in {{hrPortal}} under People; search by name, team or country.',
      },
    ],
  },
  {
    category: 'Onboarding',
    text: 'Which mandatory trainings do I have to complete?',
    description:
      'Compliance trainings every employee completes. Examples: compliance training, security awareness course',
    tags: ['Security', 'New Hire'],
    utterances: [
      'which mandatory trainings do I have to complete',
      'compliance training',
      'security awareness course',
      'deadline for mandatory training',
      'data protection training',
      'code of conduct training',
      'where are my required courses',
      'formación obligatoria',
      'Pflichtschulungen',
      'treinamentos obrigatórios',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Complete Code of Conduct, Information Security and Data Protection within your first 30 days, then once a year. They are in the Learning section of {{hrPortal}}.',
      },
    ],
  },
  {
    category: 'Onboarding',
    text: 'How do I get my employee badge?',
    description: 'Access badges for the office. Examples: access card, lost my badge',
    tags: ['Security'],
    utterances: [
      'how do I get my employee badge',
      'access card for the office',
      'I lost my badge',
      'badge not working',
      'visitor badge',
      'replace my access card',
      'where do I pick up my badge',
      'tarjeta de acceso',
      'Mitarbeiterausweis',
      'crachá',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Reception hands out badges with your photo on your first day. A lost badge is blocked when you report it to {{itHelpdeskPhone}}; pick up a new one at reception.',
      },
    ],
  },
];
