import type { TSeedQuestion } from './knowledge-types';

export const POLICIES_QUESTIONS: TSeedQuestion[] = [
  {
    category: 'Policies',
    text: 'Can I work from home?',
    description: 'The hybrid and remote work policy. Examples: remote work, home office days, teletrabajo',
    tags: ['Remote Work'],
    globex: true,
    utterances: [
      'can I work from home',
      'remote work policy',
      'how many home office days',
      'hybrid work rules',
      'work from another country',
      'do I have to come to the office',
      'WFH tomorrow?',
      'teletrabajo',
      'Homeoffice Regelung',
      'trabalho remoto',
      'work remotely from abroad',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'You can work from home up to 3 days a week, agreed with your team. Working from another country needs HR approval first: {{hrEmail}}.',
      },
      {
        country: 'ES',
        text: 'Puedes teletrabajar hasta 3 días por semana según el acuerdo de teletrabajo. Recibes una compensación de gastos de 30 EUR al mes.',
      },
    ],
  },
  {
    category: 'Policies',
    text: 'What are the office opening hours?',
    description:
      'When offices are open and core working hours. Examples: office hours, what time does the office open',
    globex: true,
    utterances: [
      'what are the office opening hours',
      'what time does the office open',
      'is the office open on saturday',
      'core hours',
      'can I come in early',
      'office closing time',
      'working hours',
      'horario de la oficina',
      'Öffnungszeiten Büro',
      'horário do escritório',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Offices are open {{officeHours}}. Core hours for meetings are 10:00 to 16:00.',
      },
    ],
  },
  {
    category: 'Policies',
    text: 'Where can I read the code of conduct?',
    description: 'The code of conduct and how to raise concerns. Examples: ethics policy, whistleblowing',
    tags: ['Security'],
    utterances: [
      'where can I read the code of conduct',
      'ethics policy',
      'how do I report misconduct',
      'whistleblowing channel',
      'anonymous report',
      'conflict of interest',
      'gifts from suppliers',
      'código de conducta',
      'Verhaltenskodex',
      'canal de denúncias',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'The code of conduct is in {{hrPortal}} › Policies. Concerns can be raised with your manager, {{hrEmail}} or anonymously through the Speak Up line.',
      },
    ],
  },
  {
    category: 'Policies',
    text: 'What is the notice period if I resign?',
    description:
      'Resigning and the notice to give. Examples: how do I resign, notice period, Kündigungsfrist',
    utterances: [
      'what is the notice period if I resign',
      'how do I resign',
      'how much notice do I have to give',
      'resignation letter',
      'last working day',
      'can I leave earlier than my notice',
      'preaviso dimisión',
      'Kündigungsfrist',
      'aviso prévio',
      'quitting my job',
    ],
    answers: [
      {
        country: 'ES',
        text: 'El preaviso es de 15 días naturales, salvo que tu contrato diga otra cosa. Comunícalo por escrito a tu responsable y a {{hrEmail}}.',
      },
      {
        country: 'DE',
        text: 'Es gilt die Kündigungsfrist aus deinem Arbeitsvertrag, mindestens vier Wochen zum 15. oder Monatsende. Die Kündigung muss schriftlich erfolgen.',
      },
      {
        country: 'BR',
        text: 'O aviso prévio é de 30 dias. Comunique por escrito ao seu gestor e ao {{hrEmail}}.',
      },
      {
        country: 'IN',
        text: 'The notice period is 60 days. Submit your resignation in {{hrPortal}}; your manager may agree an earlier release.',
      },
    ],
  },
  {
    category: 'Policies',
    text: 'How do I handle a performance issue in my team?',
    description:
      'Support for managers with underperformance. Examples: performance improvement plan, difficult conversation',
    tags: ['Manager'],
    managerOnly: true,
    inSubscription: false,
    utterances: [
      'how do I handle a performance issue',
      'performance improvement plan',
      'my report is underperforming',
      'difficult conversation with an employee',
      'PIP template',
      'document poor performance',
      'warning letter',
      'bajo rendimiento en mi equipo',
      'Leistungsprobleme im Team',
      'baixo desempenho',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Talk to your HR business partner before any formal step ({{hrEmail}}). Templates for improvement plans are in {{hrPortal}} › Manager toolkit.',
      },
    ],
  },
  {
    category: 'Policies',
    text: 'What is the dress code?',
    description: 'What to wear at the office and with customers. Examples: can I wear jeans, dress code',
    utterances: [
      'what is the dress code',
      'can I wear jeans',
      'do I need a suit',
      'what to wear to the office',
      'dress code for client meetings',
      'are shorts ok in summer',
      'código de vestimenta',
      'Kleiderordnung',
      'código de vestimenta no escritório',
      'casual friday?',
    ],
    answers: [
      { country: 'GLOBAL', text: 'Smart casual every day; dress for the customer when you meet one.' },
    ],
  },
  {
    category: 'Policies',
    text: 'How is my personal data protected?',
    description:
      'Privacy of employee data and rights under data protection law. Examples: GDPR request, who sees my data',
    tags: ['Security'],
    utterances: [
      'how is my personal data protected',
      'GDPR request',
      'who can see my personal data',
      'privacy notice for employees',
      'delete my data',
      'data protection officer',
      'copy of my personal file',
      'protección de datos',
      'Datenschutz Mitarbeiter',
      'LGPD dados pessoais',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Read the employee privacy notice in {{hrPortal}} › Policies. To see or correct your data, write to privacy@acme.example.',
      },
    ],
  },
  {
    category: 'Policies',
    text: 'What is the policy on side jobs?',
    description: 'Secondary employment and freelance work. Examples: second job, freelance on weekends',
    utterances: [
      'what is the policy on side jobs',
      'can I have a second job',
      'freelance on weekends',
      'secondary employment',
      'do I need approval for a side business',
      'teaching classes outside work',
      'segundo empleo',
      'Nebentätigkeit anmelden',
      'trabalho paralelo',
      'moonlighting policy',
    ],
    answers: [
      {
        country: 'GLOBAL',
        text: 'Side jobs are fine when they do not compete with Acme or affect your work. Tell {{hrEmail}} before you start.',
      },
    ],
  },
];
