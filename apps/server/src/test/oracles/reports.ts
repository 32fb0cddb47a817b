/**
 * The dashboard figures recounted the slow, obvious way from raw events, to check the
 * rollups against. Nothing here is shared with the report code except the zone conversions.
 */
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { utcToZonedLocal, zonedLocalToUtc } from '@askhr/shared/time/zoned-time';
import type { TReportUnit } from '@askhr/shared/reports/report-periods';

export interface TRawUtterance {
  date: Date;
  botUserId: number;
  countryId: number;
  roleId: number;
  channel: string;
  categoryId: number | null;
  reasonId: number | null;
  returnedQuestionId: number | null;
}
export interface TRawBotUser {
  id: number;
  channel: string;
  countryId: number;
  roleId: number;
  firstSeen: Date;
}
export interface TOracleQuery {
  start: string;
  end: string;
  unit: TReportUnit;
  timeZone: string;
  countryId?: number;
  roleId?: number;
}

const DAY = 86_400_000;
const plusDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const midnight = (date: string, timeZone: string) => Date.parse(zonedLocalToUtc(`${date}T00:00`, timeZone)!);

function bucketKey(local: string, query: TOracleQuery): string {
  const day = local.slice(0, 10);
  let key = day;
  if (query.unit === 'Weekly') {
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
    key = plusDays(day, -weekday);
  } else if (query.unit === 'Monthly') key = `${day.slice(0, 7)}-01`;
  else if (query.unit === 'Yearly') key = `${day.slice(0, 4)}-01-01`;
  return key < query.start ? query.start : key;
}

const bump = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

export function recount(
  utterances: readonly TRawUtterance[],
  botUsers: readonly TRawBotUser[],
  query: TOracleQuery,
) {
  const from = midnight(query.start, query.timeZone);
  const to = midnight(plusDays(query.end, 1), query.timeZone);
  const matches = (row: { countryId: number; roleId: number }) =>
    (query.countryId === undefined || row.countryId === query.countryId) &&
    (query.roleId === undefined || row.roleId === query.roleId);
  const inRange = utterances.filter((u) => u.date.getTime() >= from && u.date.getTime() < to && matches(u));

  const questions = new Map<string, number>();
  const users = new Map<string, Set<number>>();
  const categories = new Map<number, number>();
  const countries = new Map<number, number>();
  const answers = new Map<string, number>();
  const unanswered = new Map<number, number>();
  for (const u of inRange) {
    const key =
      query.unit === 'Hourly'
        ? String(Math.floor((u.date.getTime() - from) / 3_600_000))
        : bucketKey(utcToZonedLocal(u.date.toISOString(), query.timeZone), query);
    bump(questions, key);
    users.set(key, (users.get(key) ?? new Set()).add(u.botUserId));
    if (u.categoryId !== null) bump(categories, u.categoryId);
    if (u.countryId !== GLOBAL_COUNTRY_ID) bump(countries, u.countryId);
    if (u.reasonId === null) bump(answers, u.channel);
    if ([1, 5, 8].includes(u.reasonId ?? -1) && u.returnedQuestionId !== null)
      bump(unanswered, u.returnedQuestionId);
  }
  const newUsers = new Map<string, number>();
  const askers = new Set(inRange.map((u) => u.botUserId));
  for (const b of botUsers)
    if (b.firstSeen.getTime() >= from && b.firstSeen.getTime() < to && askers.has(b.id))
      bump(newUsers, b.channel);
  return {
    questions,
    users: new Map([...users].map(([k, set]) => [k, set.size])),
    categories,
    countries,
    answers,
    newUsers,
    unanswered,
  };
}
