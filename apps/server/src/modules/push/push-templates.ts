/**
 * Built-in content the wizard's Template step offers. Manager templates (messageCategory
 * 'manager') are meant for people managers and marked as such on their cards.
 */
export const MESSAGE_TEMPLATES = [
  {
    id: 1,
    title: 'Meet your assistant',
    text: 'Hi! I am your HR assistant. Ask me about vacation, payroll, benefits or IT, any time of the day.',
    messageCategory: 'general',
  },
  {
    id: 2,
    title: 'Payslips available',
    text: 'Your payslip for this month is available. Ask me "Where is my payslip?" to find it.',
    messageCategory: 'general',
  },
  {
    id: 3,
    title: 'Benefits enrolment',
    text: 'Open enrolment for benefits closes at the end of this month. Ask me about the plans on offer.',
    messageCategory: 'general',
  },
  {
    id: 4,
    title: 'Vacation planning',
    text: 'Planning your summer holidays? Ask me how many vacation days you have left and how to request them.',
    messageCategory: 'general',
  },
  {
    id: 5,
    title: 'Performance reviews',
    text: "Reminder for managers: please complete your team's performance reviews before the end of the month.",
    messageCategory: 'manager',
  },
  {
    id: 6,
    title: 'Welcoming a new joiner',
    text: 'A new colleague joins your team soon. Ask me for the onboarding checklist for managers.',
    messageCategory: 'manager',
  },
] as const;

const YES_NO = ['Yes', 'No'];
const AGREEMENT = ['Strongly agree', 'Agree', 'Neutral', 'Disagree', 'Strongly disagree'];

type TCategory = 'general' | 'manager';
const survey = (
  id: number,
  title: string,
  text: string,
  responseOptions: string[],
  messageCategory: TCategory = 'general',
) => ({ id, title, text, responseOptions, messageCategory });

/** Survey question templates (GET /api/Surveys/options), each with the answers it offers. */
export const SURVEY_TEMPLATES = [
  survey(1, 'Manager support', 'I feel supported by my manager.', YES_NO),
  survey(2, 'Recommendation', 'I would recommend this company as a good place to work.', YES_NO),
  survey(
    3,
    'Work-life balance',
    'I can keep a healthy balance between my work and my private life.',
    AGREEMENT,
  ),
  survey(4, 'Recognition', 'I receive recognition when I do good work.', AGREEMENT),
  survey(5, 'Team resources', 'My team has what it needs to do its work well.', AGREEMENT, 'manager'),
];
