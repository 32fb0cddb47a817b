import type { TReviewOrderColumn } from '@askhr/shared/review/review.schemas';
import { oneMonthBefore } from '@askhr/shared/review/review-window';
import { zonedDate } from '@askhr/shared/time/zoned-time';

/** What the Review Results screen asks for: the filter card's values and the table's order. */
export interface TReviewFilterValues {
  /** whole days, YYYY-MM-DD */
  startDay: string;
  endDay: string;
  states: number[];
  ratings: number[];
  /** part of the returned or predicted question's text */
  intentName: string;
  roles: number[];
  countries: number[];
  /** what admins asked in the Test Bot, left out unless asked for */
  includeTests: boolean;
  /** only the answers the bot hedged ("Answered, unsure"); off lists every row */
  onlyHedged: boolean;
}

export interface TReviewQuery extends TReviewFilterValues {
  /** question ids, from a link (the Home dashboard's unanswered questions) */
  intents: number[];
  orderColumn: TReviewOrderColumn;
  desc: boolean;
}

/** Spec 001 section 3: the filter starts one month back; its days are the company's days. */
export function defaultFilterValues(now: Date, timeZone: string): TReviewFilterValues {
  const today = zonedDate(now, timeZone);
  return {
    startDay: oneMonthBefore(new Date(`${today}T00:00:00Z`))
      .toISOString()
      .slice(0, 10),
    endDay: today,
    states: [],
    ratings: [],
    intentName: '',
    roles: [],
    countries: [],
    includeTests: false,
    onlyHedged: false,
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The first query of the screen: the defaults, or the range and questions a link names. */
export function queryFromSearch(search: URLSearchParams, now: Date, timeZone: string): TReviewQuery {
  const defaults = defaultFilterValues(now, timeZone);
  const day = (name: string, fallback: string) => {
    const value = search.get(name) ?? '';
    return DAY.test(value) ? value : fallback;
  };
  const intents = search
    .getAll('intents')
    .flatMap((value) => value.split(','))
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return {
    ...defaults,
    startDay: day('startDate', defaults.startDay),
    endDay: day('endDate', defaults.endDay),
    intents,
    orderColumn: 'date',
    desc: true,
  };
}

/**
 * The filter as the query string of the page and ratings routes (repeated list parameters). The
 * dates go as whole days, which the server reads in the company's time zone.
 */
export function filterParams(query: TReviewQuery) {
  return {
    intents: query.intents,
    startDate: query.startDay,
    endDate: query.endDay,
    states: query.states,
    ratings: query.ratings,
    intentName: query.intentName.trim() || undefined,
    roles: query.roles,
    countries: query.countries,
    includeTests: query.includeTests || undefined,
    hedged: query.onlyHedged || undefined,
  };
}
