import { beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { coreWithOneQuestion, createReactionText, employee } from '../../test/kits/core';

const ES = 2;
const DE = 3;

/** The thanks after a rating come in the language the employee wrote in, when the tenant has it. */
describe('conversation core: the language of the thanks', () => {
  const ctx = coreWithOneQuestion({
    countries: [ES, DE],
    phrases: [
      'How many vacation days do I have?',
      '¿Cuántos días de vacaciones tengo?',
      'Wie viele Urlaubstage habe ich?',
      'Combien de jours de congé ai-je ?',
      'vacation',
    ],
    answers: { [GLOBAL_COUNTRY_ID]: '25 days.' },
  });
  beforeAll(async () => {
    await createReactionText(ctx.t.db, ctx.tenantId, 'feedbackThanks', ES, '¡Gracias por tu opinión!');
    await createReactionText(ctx.t.db, ctx.tenantId, 'feedbackThanks', DE, 'Danke für dein Feedback!');
  });

  const thanksAfter = async (text: string) => {
    const emp = employee(ctx.tenantId, { countryCode: 'ES' });
    const [answer] = await ctx.core().handle(emp.says(text));
    const [thanks] = await ctx.core().handle(emp.presses(answer!.buttons![0]!.value));
    return thanks!.text;
  };

  it("thanks in the country's language when the employee wrote in it", async () => {
    expect(await thanksAfter('¿Cuántos días de vacaciones tengo?')).toBe('¡Gracias por tu opinión!');
  });

  it('thanks in the language of the message when the tenant has the thanks in it', async () => {
    // English: the type's default text; German: Germany's text
    expect(await thanksAfter('How many vacation days do I have?')).toBe('Thanks for your feedback!');
    expect(await thanksAfter('Wie viele Urlaubstage habe ich?')).toBe('Danke für dein Feedback!');
  });

  it("keeps the country's text over the shipped default in a language the tenant has no text in", async () => {
    expect(await thanksAfter('Combien de jours de congé ai-je ?')).toBe('¡Gracias por tu opinión!');
  });

  it("keeps the country's text when the message's language cannot be told", async () => {
    expect(await thanksAfter('vacation')).toBe('¡Gracias por tu opinión!');
  });
});
