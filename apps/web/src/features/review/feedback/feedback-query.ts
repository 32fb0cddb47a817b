import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { defaultFilterValues, type TReviewQuery } from '../review-query';

/** The Feedback filter card (spec 001 section 2): dates, states, countries and user roles. */
export interface TFeedbackFilterValues {
  startDay: string;
  endDay: string;
  states: number[];
  countries: number[];
  roles: number[];
}

/** The first query of the screen: the last month, every state, newest first. */
export function defaultFeedbackQuery(now: Date): TReviewQuery {
  const { startDay, endDay } = defaultFilterValues(now);
  return {
    startDay,
    endDay,
    states: [],
    // the server keeps Not Helpful rows whatever this says (spec 001 section 7)
    ratings: [],
    intents: [],
    intentName: '',
    countries: [],
    roles: [],
    includeTests: false,
    orderColumn: 'date',
    desc: true,
  };
}

/** The global template is no employee's country, so it is no filter choice. */
export const filterCountries = <T extends { id: number }>(countries: readonly T[]) =>
  countries.filter((country) => country.id !== GLOBAL_COUNTRY_ID);
