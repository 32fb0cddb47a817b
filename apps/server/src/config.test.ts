import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('server roles from the command line', () => {
  it('serves the API and runs the jobs by default', () => {
    expect(parseConfig({}).roles).toEqual({ isApi: true, isWorker: true });
  });

  it('splits the two with --no-worker and --worker-only', () => {
    expect(parseConfig({}, ['--no-worker']).roles).toEqual({ isApi: true, isWorker: false });
    expect(parseConfig({}, ['--worker-only']).roles).toEqual({ isApi: false, isWorker: true });
  });

  it('says which flags exist when given others, or both at once', () => {
    expect(() => parseConfig({}, ['--workers=2'])).toThrow(/unknown option --workers=2 \(known: --no-worker/);
    expect(() => parseConfig({}, ['--no-worker', '--worker-only'])).toThrow(/exclude each other/);
  });

  it('polls for due jobs every 2 seconds unless told otherwise, never faster than twice a second', () => {
    expect(parseConfig({}).jobs.pollingIntervalSeconds).toBe(2);
    expect(parseConfig({ JOBS_POLLING_SECONDS: '0.5' }).jobs.pollingIntervalSeconds).toBe(0.5);
    expect(() => parseConfig({ JOBS_POLLING_SECONDS: '0.1' })).toThrow(/JOBS_POLLING_SECONDS/);
  });

  it('allows 20 sign-in attempts a minute per address unless told otherwise', () => {
    expect(parseConfig({}).auth.signInsPerMinute).toBe(20);
    expect(parseConfig({ SIGN_IN_RATE_LIMIT: '500' }).auth.signInsPerMinute).toBe(500);
    expect(() => parseConfig({ SIGN_IN_RATE_LIMIT: '0' })).toThrow(/SIGN_IN_RATE_LIMIT/);
  });
});
