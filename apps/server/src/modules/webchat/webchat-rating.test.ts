import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoTestApp, type TDemoTestApp } from '../../test/demo-app';
import { getAs } from '../../test/kits/access';

const URL = '/api/Users/webChat/config';

// the bot answers the demo's Spanish vacation question, and the demo tenant escalates Not helpful
describe('the Test Bot on the demo', () => {
  let t: TDemoTestApp;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  it('thanks a Test Bot rating in the language of the rated message', async () => {
    const { token } = (await getAs(t, `${URL}?countryCode=ES`, 'admin@acme.test', t.acmeId)).json();
    const started = await t.app.inject({
      method: 'POST',
      url: '/v3/directline/conversations',
      headers: { authorization: `Bearer ${token}` },
    });
    const { conversationId, token: bound } = started.json();
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/v3/directline/conversations/${conversationId}/activities`,
        headers: { authorization: `Bearer ${bound}` },
        payload,
      });
    const list = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v3/directline/conversations/${conversationId}/activities`,
          headers: { authorization: `Bearer ${bound}` },
        })
      ).json().activities as {
        text?: string;
        suggestedActions?: { actions: { title: string; value: object }[] };
      }[];
    await post({ type: 'message', text: 'cuántos días de vacaciones tengo' });
    const answer = (await list()).at(-1)!;
    // the buttons are in the employee's language too
    const notHelpful = answer.suggestedActions!.actions.find((a) => a.title === 'No me ha servido')!;
    expect((await post({ type: 'message', value: notHelpful.value })).statusCode).toBe(200);
    // the demo tenant escalates Not helpful answers to its HR team, and says so in Spanish
    expect((await list()).at(-1)!.text).toMatch(/^Siento que no te haya servido\. He pasado tu pregunta/);
  });
});
