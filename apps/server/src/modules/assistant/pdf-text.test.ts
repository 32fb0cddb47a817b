import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { withStallWatch } from '../../test/event-loop';
import { EMPTY_TEXT_OPERATORS, buildPdf, buildPdfBomb } from '../../test/pdf-fixtures';
import { readPdfPages } from './pdf-text';

/** Generous: a worker keeps the loop free to within milliseconds; reading on it stalls it for seconds. */
const MAX_STALL_MS = 1000;

const slowPdf = () => buildPdfBomb({ operators: EMPTY_TEXT_OPERATORS });

function expectBadRequest(outcome: PromiseSettledResult<unknown>, message: RegExp) {
  expect(outcome.status).toBe('rejected');
  const reason = (outcome as PromiseRejectedResult).reason;
  expect(reason).toBeInstanceOf(AppError);
  expect(reason).toMatchObject({ statusCode: 400, message: expect.stringMatching(message) });
}

describe('readPdfPages', () => {
  it('reads the text of each page, in page order', async () => {
    const pdf = buildPdf([['Vacation and time off', '25 days per year'], ['Travel and expenses']]);
    const { pages, isTruncated } = await readPdfPages(pdf);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('25 days per year');
    expect(pages[1]).toContain('Travel and expenses');
    expect(isTruncated).toBe(false);
  });

  it('reads bytes that share their memory with other data, leaving that data intact', async () => {
    const pdf = buildPdf([['Shared memory']]);
    const whole = Buffer.concat([Buffer.from('keep me'), pdf]);
    const { pages } = await readPdfPages(whole.subarray(7));
    expect(pages[0]).toContain('Shared memory');
    expect(whole.subarray(0, 7).toString()).toBe('keep me');
  });

  it('stops at the text cap: truncates the page it is on and reads no further pages', async () => {
    const line = 'Employees get 25 vacation days per calendar year.';
    const pdf = buildPdf([Array(20).fill(line), Array(20).fill(line), Array(20).fill(line)]);
    const { pages: all } = await readPdfPages(buildPdf([Array(20).fill(line)]));
    const maxChars = all[0]!.length + 100;
    const { pages, isTruncated } = await readPdfPages(pdf, { maxChars });
    expect(pages).toHaveLength(2);
    expect(pages.join('')).toHaveLength(maxChars);
    expect(isTruncated).toBe(true);
  });

  it('reads only the capped start of a page whose text inflates to 48 MB, keeping the event loop free', async () => {
    const { outcome, longestStallMs } = await withStallWatch(() =>
      readPdfPages(buildPdfBomb(), { maxChars: 50_000 }),
    );
    expect(outcome).toMatchObject({ status: 'fulfilled', value: { isTruncated: true } });
    const { pages } = (outcome as PromiseFulfilledResult<{ pages: string[] }>).value;
    expect(pages[0]).toHaveLength(50_000);
    expect(pages[0]).toMatch(/^a+$/);
    expect(longestStallMs).toBeLessThan(MAX_STALL_MS);
  });

  it('gives up with 400 when reading takes too long, keeping the event loop free meanwhile', async () => {
    const timeLimitMs = 1000;
    const { outcome, elapsedMs, longestStallMs } = await withStallWatch(() =>
      readPdfPages(slowPdf(), { timeLimitMs }),
    );
    expectBadRequest(outcome, /^This PDF is too complex to read: it took too long/);
    expect(elapsedMs).toBeGreaterThanOrEqual(timeLimitMs - 50);
    expect(elapsedMs).toBeLessThan(timeLimitMs + 8000);
    expect(longestStallMs).toBeLessThan(MAX_STALL_MS);
  });

  it('gives up with 400 when the reader needs more heap than allowed', async () => {
    // 8 MB is less than the reader itself needs: the worker dies of V8's out-of-memory error
    const { outcome } = await withStallWatch(() =>
      readPdfPages(buildPdf([['Vacation days']]), { maxHeapMb: 8 }),
    );
    expectBadRequest(outcome, /^This PDF is too complex to read: it needs too much memory/);
  });

  it('gives up with 400 when the inflated page content outgrows the memory limit', async () => {
    // the reader keeps the 48 MB of inflated content in buffers, outside the heap limit
    const { outcome, longestStallMs } = await withStallWatch(() =>
      // a small limit and a long time limit: the outcome must not depend on how busy the machine is
      readPdfPages(slowPdf(), { maxMemoryMb: 16, timeLimitMs: 120_000 }),
    );
    expectBadRequest(outcome, /^This PDF is too complex to read: it needs too much memory/);
    expect(longestStallMs).toBeLessThan(MAX_STALL_MS);
  });

  it('reads at most two PDFs at once: a third waits for a free reader', async () => {
    const timeLimitMs = 1000;
    const { outcome, elapsedMs } = await withStallWatch(() =>
      Promise.allSettled([1, 2, 3].map(() => readPdfPages(slowPdf(), { timeLimitMs }))),
    );
    const outcomes = (outcome as PromiseFulfilledResult<PromiseSettledResult<unknown>[]>).value;
    for (const each of outcomes) expectBadRequest(each, /took too long/);
    // the third starts only when one of the first two has used up its time
    expect(elapsedMs).toBeGreaterThanOrEqual(2 * timeLimitMs - 50);
  });

  it('still refuses a damaged PDF as unreadable', async () => {
    const { outcome } = await withStallWatch(() =>
      readPdfPages(Buffer.from('%PDF-1.7\nthis is not really a pdf')),
    );
    expectBadRequest(outcome, /^The PDF could not be read/);
  });
});
