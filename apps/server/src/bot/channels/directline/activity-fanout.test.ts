import { describe, expect, it, vi } from 'vitest';
import type { TNotifications } from '../../../db/notifications';
import { createActivityFanout } from './activity-fanout';
import type { TActivity, TActivitySet } from './directline.types';

const message = (sequence: number): TActivity => ({
  type: 'message',
  id: `c1|${sequence}`,
  from: { id: 'bot' },
  text: `reply ${sequence}`,
});

/** One process's fan-out over a channel this test speaks on, with the table read by a spy. */
async function fanoutWith(stored: TActivity[]) {
  let send = (_payload: string) => {};
  const notifications: TNotifications = {
    listen: async (_channel, handler) => {
      send = handler;
      return async () => {};
    },
    notify: async () => {},
    close: async () => {},
  };
  const activitiesBetween = vi.fn(async (_conversation: string, after: number, upTo: number) =>
    stored.slice(after, upTo).map((activity, i) => ({ sequence: after + i + 1, activity })),
  );
  const fanout = createActivityFanout({
    notifications,
    lastSequenceOf: async () => 1,
    activitiesBetween,
    log: { error: () => {} },
  });
  const received: TActivitySet[] = [];
  await fanout.subscribe('c1', (set) => received.push(set));
  const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
  return { send: (notice: object) => send(JSON.stringify(notice)), received, activitiesBetween, settled };
}

describe('the Direct Line fan-out', () => {
  it('hands on the activities a notice carries without reading them back', async () => {
    const f = await fanoutWith([message(1), message(2), message(3), message(4)]);
    f.send({ c: 'c1', s: 2, a: [message(2)] });
    f.send({ c: 'c1', s: 4, a: [message(3), message(4)] });
    await f.settled();
    expect(f.received.map((set) => [set.watermark, set.activities[0]!.text])).toEqual([
      ['2', 'reply 2'],
      ['3', 'reply 3'],
      ['4', 'reply 4'],
    ]);
    expect(f.activitiesBetween).not.toHaveBeenCalled();
  });

  it('reads what a missed notice held, and what a notice too big to carry it stored', async () => {
    const f = await fanoutWith([message(1), message(2), message(3), message(4), message(5)]);
    // the notice of 2 was lost: 3 alone would leave a gap
    f.send({ c: 'c1', s: 3, a: [message(3)] });
    f.send({ c: 'c1', s: 4 });
    // a repeat of what was delivered changes nothing
    f.send({ c: 'c1', s: 4, a: [message(4)] });
    f.send({ c: 'c1', s: 5, a: [message(5)] });
    await f.settled();
    expect(f.received.map((set) => set.watermark)).toEqual(['2', '3', '4', '5']);
    expect(f.activitiesBetween.mock.calls.map(([, after, upTo]) => [after, upTo])).toEqual([
      [1, 3],
      [3, 4],
    ]);
  });
});
