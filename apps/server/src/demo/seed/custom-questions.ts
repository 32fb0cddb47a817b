import type { TDb } from '../../db/client';
import { saveCustomQuestion } from '../../modules/custom-questions/custom-questions.service';
import type { TDemoTenantKey } from './demo-data';

/** Questions about the office life of each company, which no knowledge base holds. */
const DEMO_CUSTOM_QUESTIONS = [
  {
    questions: ['When is the summer party?', 'summer party date', 'is there a company party this summer'],
    answer:
      'The summer party is on the last Friday of June, from 6 pm. Write to {{hrEmail}} to bring a guest.',
  },
  {
    questions: ['Can I bring my dog to the office?', 'are dogs allowed at work', 'dog friendly office'],
    answer: 'Calm, vaccinated dogs are welcome on Fridays. Register yours with {{hrEmail}} first.',
  },
  {
    questions: ['Is there a quiet room for calls or prayer?', 'quiet room', 'where can I pray at the office'],
    answer: 'Yes: the quiet room on the third floor is open to everyone. Book it in the room calendar.',
  },
];

export async function seedCustomQuestions(
  db: TDb,
  tenantIds: ReadonlyMap<TDemoTenantKey, number>,
  author: { id: number; email: string; name: string },
) {
  const principal = { userId: author.id, email: author.email, name: author.name, sub: '' };
  for (const customerId of tenantIds.values())
    for (const { questions, answer } of DEMO_CUSTOM_QUESTIONS)
      await saveCustomQuestion(db, customerId, principal, {
        questions,
        answer,
        questionsOriginal: [],
        questionsDeleted: [],
      });
}
