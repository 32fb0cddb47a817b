/**
 * Dates that Date reads and the API refuses, for the tests of every place a date comes in: the ends
 * of Date's range, year 0 and five-digit years (which PostgreSQL does not store), and the dates just
 * outside the API's own (1900 to 2199, `api-dates.ts`).
 */
export const FAR_API_INSTANTS = [
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '0000-01-01T00:00:00Z',
  '+010000-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59-01:00',
  '1899-12-31T23:59:59.999Z',
  '2200-01-01T00:00:00Z',
];
/** The same as calendar days. */
export const FAR_API_DAYS = ['0000-01-01', '1899-12-31', '2200-01-01', '9999-12-31'];
