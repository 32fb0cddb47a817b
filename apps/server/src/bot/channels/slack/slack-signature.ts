import crypto from 'node:crypto';

/** Slack refuses requests older than this, and so do we: a captured request cannot be replayed. */
export const SLACK_MAX_AGE_SECONDS = 5 * 60;

export function slackSignature(signingSecret: string, timestamp: string, rawBody: string) {
  const mac = crypto.createHmac('sha256', signingSecret).update(`v0:${timestamp}:${rawBody}`).digest('hex');
  return `v0=${mac}`;
}

/** True when the request was signed with our signing secret within the last five minutes. */
export function isValidSlackRequest(input: {
  signingSecret: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  nowSeconds?: number;
}) {
  const { signingSecret, timestamp, signature, rawBody } = input;
  if (!signingSecret || !timestamp || !signature || !/^\d+$/.test(timestamp)) return false;
  const now = input.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - Number(timestamp)) > SLACK_MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(slackSignature(signingSecret, timestamp, rawBody));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
