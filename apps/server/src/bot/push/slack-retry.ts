import { setTimeout as sleep } from 'node:timers/promises';
import { slackRetryAfter } from '../../modules/push/push-send-errors';

/** Slack answered 429: the call was not done, so it is made again after the Retry-After it gave. */
export async function withSlackRetry<T>(call: () => Promise<T>, retries = 20): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      const seconds = slackRetryAfter(err);
      if (seconds === undefined || attempt >= retries) throw err;
      await sleep(seconds * 1000);
    }
  }
}
