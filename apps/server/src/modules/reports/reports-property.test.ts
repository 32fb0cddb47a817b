import fc from 'fast-check';
import { eq, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  GRANULARITY_LIMIT,
  type TReportUnit,
  unitsInRange,
} from '@askhr/shared/reports/report-periods';
import type { TDatabase } from '../../db/client';
import { botUsers, customSettings, utterances } from '../../db/schema';
import { createTestDatabase } from '../../test/db';
import { createCategory } from '../../test/factories/categories';
import { createTenant } from '../../test/factories/tenants';
import { createQuestion } from '../../test/factories/questions';
import { recount, type TRawBotUser, type TRawUtterance } from '../../test/oracles/reports';
import { totalQuestions } from './reports.service';

const ZONES = [
  'UTC',
  'Europe/Madrid',
  'America/New_York',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
];
/** Days around daylight-saving changes of the zones above, where buckets are most likely wrong. */
const TRICKY_DAYS = [
  '2024-03-10',
  '2024-03-31',
  '2024-04-07',
  '2024-10-06',
  '2024-10-27',
  '2024-11-03',
  '2025-03-30',
];
const BASE = Date.parse('2024-01-01T00:00:00Z');
const SPAN_MINUTES = 2 * 365 * 24 * 60;
const CHANNELS = ['slack', 'msteams', 'directline', 'emulator'];
const UNITS: TReportUnit[] = ['Hourly', 'Daily', 'Weekly', 'Monthly', 'Yearly'];
const NOW = new Date('2026-06-01T12:00:00Z');

const minuteNearTrickyDay = fc
  .tuple(fc.constantFrom(...TRICKY_DAYS), fc.integer({ min: -2 * 24 * 60, max: 3 * 24 * 60 }))
  .map(([day, minutes]) => (Date.parse(`${day}T00:00:00Z`) - BASE) / 60_000 + minutes);

const arbUtterance = fc.record({
  minute: fc.oneof(fc.integer({ min: 0, max: SPAN_MINUTES }), minuteNearTrickyDay),
  user: fc.integer({ min: 0, max: 5 }),
  country: fc.constantFrom(2, 3),
  role: fc.constantFrom(1, 2),
  channel: fc.constantFrom(...CHANNELS),
  question: fc.integer({ min: -1, max: 2 }),
  reason: fc.constantFrom(null, null, null, 0, 1, 2, 5, 8),
});

const arbDay = fc.oneof(
  fc.integer({ min: 0, max: 729 }).map((n) => addDays('2024-01-01', n)),
  fc.tuple(fc.constantFrom(...TRICKY_DAYS), fc.integer({ min: -2, max: 1 })).map(([d, n]) => addDays(d, n)),
);
const arbQuery = fc
  .record({
    start: arbDay,
    length: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 729 })),
    unit: fc.constantFrom(...UNITS),
    country: fc.constantFrom(undefined, 2, 3),
    role: fc.constantFrom(undefined, 1, 2),
  })
  .map((q) => {
    const end = addDays(q.start, q.length) > '2025-12-31' ? '2025-12-31' : addDays(q.start, q.length);
    // the finest unit the 100-unit rule allows for the range, when the drawn one is too fine
    const unit = UNITS.slice(UNITS.indexOf(q.unit)).find(
      (u) => unitsInRange(q.start, end, u) <= GRANULARITY_LIMIT,
    )!;
    return { ...q, end, unit };
  });

describe('TotalQuestions against a recount of the raw events', () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('gives the same figures for random events, zones, ranges, granularities and filters', async () => {
    const { db } = database;
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbUtterance, { minLength: 1, maxLength: 120 }),
        fc.constantFrom(...ZONES),
        fc.constantFrom(...ZONES),
        fc.array(arbQuery, { minLength: 1, maxLength: 5 }),
        async (events, zoneBefore, zoneAfter, queries) => {
          const tenant = await createTenant(db, { countries: [2, 3] });
          const categories = await Promise.all(['Pay', 'Leave'].map((n) => createCategory(db, tenant.id, n)));
          const questions = await Promise.all(
            [categories[0]!.id, categories[1]!.id, null].map((categoryId, i) =>
              createQuestion(db, tenant.id, { text: `Question ${i}`, categoryId }),
            ),
          );
          const users: TRawBotUser[] = [];
          for (let i = 0; i < 6; i++) {
            const [row] = await db
              .insert(botUsers)
              .values({
                customerId: tenant.id,
                channel: CHANNELS[i % 4]!,
                channelUserId: `user-${i}`,
                countryId: 2 + (i % 2),
                roleId: 1 + (i % 3 === 0 ? 0 : 1),
                firstSeen: new Date(BASE + i * 97 * 86_400_000),
                lastSeen: new Date(BASE),
              })
              .returning();
            users.push(row!);
          }
          const raw: TRawUtterance[] = events.map((e) => {
            const question = e.question >= 0 ? questions[e.question]! : null;
            return {
              date: new Date(BASE + e.minute * 60_000),
              botUserId: users[e.user]!.id,
              countryId: e.country,
              roleId: e.role,
              channel: e.channel,
              categoryId: question?.categoryId ?? null,
              reasonId: e.reason,
              returnedQuestionId: question && e.reason !== 0 && e.reason !== 2 ? question.id : null,
            };
          });
          const insert = (rows: TRawUtterance[]) =>
            rows.length === 0
              ? Promise.resolve()
              : db
                  .insert(utterances)
                  .values(
                    rows.map((r) => ({ ...r, customerId: tenant.id, conversationId: 'c', text: 'hello' })),
                  );
          const setZone = (value: string) =>
            db
              .insert(customSettings)
              .values({ customerId: tenant.id, key: 'ReportsTimeZone', value })
              .onConflictDoUpdate({
                target: [customSettings.customerId, customSettings.key],
                set: { value },
              });
          // half the events counted by the insert trigger in one zone, then all recounted in another
          const half = Math.floor(raw.length / 2);
          await setZone(zoneBefore);
          await insert(raw.slice(0, half));
          await setZone(zoneAfter);
          // the rest in statements of a few rows, each counted against what came before
          for (let i = half; i < raw.length; i += 7) await insert(raw.slice(i, Math.min(i + 7, raw.length)));

          for (const q of queries) {
            const report = await totalQuestions(
              db,
              tenant.id,
              {
                start: q.start,
                end: q.end,
                granularity: q.unit,
                countryId: q.country,
                employeeTypeFilter: q.role,
              },
              NOW,
            );
            const oracle = recount(raw, users, {
              start: q.start,
              end: q.end,
              unit: q.unit,
              timeZone: zoneAfter,
              countryId: q.country,
              roleId: q.role,
            });
            const keyOf = (displayDate: string, i: number) => (q.unit === 'Hourly' ? String(i) : displayDate);
            expect(report.granularity).toBe(q.unit);
            expect(report.totals.map((b) => [b.displayDate, b.totalCount, b.uniqueUsersCount])).toEqual(
              report.totals.map((b, i) => [
                b.displayDate,
                oracle.questions.get(keyOf(b.displayDate, i)) ?? 0,
                oracle.users.get(keyOf(b.displayDate, i)) ?? 0,
              ]),
            );
            const total = [...oracle.questions.values()].reduce((a, b) => a + b, 0);
            expect(report.totals.reduce((a, b) => a + b.totalCount, 0)).toBe(total);
            expect(new Map(report.totalsByCategory.map((c) => [c.category.id, c.count]))).toEqual(
              oracle.categories,
            );
            expect(new Map(report.totalsByCountry.map((c) => [c.country.id, c.count]))).toEqual(
              oracle.countries,
            );
            expect(new Map(report.answersPerChannel.map((c) => [c.channelId, c.count]))).toEqual(
              oracle.answers,
            );
            expect(new Map(report.newUsers.map((c) => [c.channelId, c.count]))).toEqual(oracle.newUsers);
            const unanswered = [...oracle.unanswered].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 5);
            expect(report.mostAskedUnanswered.map((u) => [u.question.id, u.count])).toEqual(unanswered);
          }
          const stored = await db
            .select()
            .from(customSettings)
            .where(and(eq(customSettings.customerId, tenant.id), eq(customSettings.key, 'ReportsTimeZone')));
          expect(stored[0]?.value).toBe(zoneAfter);
        },
      ),
      { numRuns: 25 },
    );
  }, 180_000);

  it('counts a user once when its messages are stored concurrently', async () => {
    const { db } = database;
    const tenant = await createTenant(db, { countries: [2] });
    const users = await db
      .insert(botUsers)
      .values(
        [0, 1].map((i) => ({
          customerId: tenant.id,
          channel: 'slack',
          channelUserId: `concurrent-${i}`,
          countryId: 2,
          roleId: 2,
          firstSeen: NOW,
          lastSeen: NOW,
        })),
      )
      .returning();
    // two hours apart, so the two first messages of user 0 share no daily rollup row
    const message = (i: number) => ({
      customerId: tenant.id,
      date: new Date(Date.parse('2026-05-04T10:00:00Z') + i * 7_200_000),
      botUserId: users[i % 2]!.id,
      channel: i === 2 ? 'msteams' : 'slack',
      conversationId: 'c',
      countryId: 2,
      roleId: 2,
      text: 'hello',
    });
    // a first message of user 0 stays uncommitted while a second one of the same user is stored
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let stored!: () => void;
    const firstStored = new Promise<void>((resolve) => (stored = resolve));
    const first = db.transaction(async (tx) => {
      await tx.insert(utterances).values(message(0));
      stored();
      await held;
    });
    await firstStored;
    const second = db.transaction(async (tx) => {
      await tx.insert(utterances).values(message(2));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([first, second]);
    await Promise.all(Array.from({ length: 18 }, (_, i) => db.insert(utterances).values(message(i + 3))));
    for (const granularity of ['Weekly', 'Monthly', 'Yearly'] as const) {
      const start = '2026-01-01';
      const report = await totalQuestions(db, tenant.id, { start, end: '2026-05-31', granularity }, NOW);
      const bucket = report.totals.find((b) => b.totalCount > 0)!;
      expect([granularity, bucket.totalCount, bucket.uniqueUsersCount]).toEqual([granularity, 20, 2]);
    }
  });
});
