import fc from 'fast-check';
import { FAR_API_DAYS, FAR_API_INSTANTS } from '@askhr/shared/schemas/far-dates';

/**
 * Bad values for the fuzz test: dictionaries tried in every place first, then random ones. Every
 * value is wrong for every parameter and body field of the routes that write (ids, country codes,
 * texts), so that a request carrying one may be refused but never acted on.
 */

export const enc = encodeURIComponent;

/** Numbers written loosely, ids beyond int4, empty or odd values: none is a valid id or country. */
const LOOSE = [
  '2147483648',
  '-2147483649',
  '99999999999',
  '9'.repeat(40),
  '-1',
  '0',
  '0x8f',
  '1e2',
  ' 144',
  '144 ',
  '145.0',
  '+145',
  '1,5',
  '',
  'null',
  '[]',
  '١٢٣',
  '１２',
  // Unicode case mapping turns these into country codes (ES, IN, SE, FI) unless they are refused
  'eſ',
  'ın',
  'ſe',
  'ﬁ',
];

/** URL fragments sent as they are: NUL, traversal, broken percent-encoding, invalid UTF-8. */
const RAW_FRAGMENTS = [
  '%00',
  'a%00b',
  '..%2f',
  '..%2F..%2Fetc',
  '%2e%2e',
  '%ZZ',
  '%',
  '%C0%AF',
  '%FF',
  '%ED%A0%80',
];

/** A short list for routes that only read, where a 500 is the harm rather than a write. */
export const READ_DICTIONARY = [
  '2147483648',
  '99999999999',
  '0x8f',
  '1e2',
  '%20144',
  '145.0',
  '%00',
  'a%00b',
  '%ZZ',
];

const encodeText = (value: string) => {
  try {
    return enc(value);
  } catch {
    // a lone surrogate cannot be percent-encoded: send it as the broken UTF-8 it would be
    return '%ED%A0%80';
  }
};

export const URL_DICTIONARY = [...LOOSE.map(encodeText), ...RAW_FRAGMENTS, enc('x'.repeat(3000))];

const withNul = fc
  .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
  .map(([a, b]) => `${a}\u0000${b}`);
const nonAscii = fc
  .tuple(
    fc.constantFrom('é', '日本', '🏖️', '\u202e', '\ufeff', 'İ', 'ı', 'ſ', '\ud800'),
    fc.string({ maxLength: 6 }),
  )
  .map(([a, b]) => `${a}${b}`);

/** A URL value (encoded) that is not valid for any parameter of a route that writes. */
export const badUrlValue = fc.oneof(
  fc.constantFrom(...URL_DICTIONARY),
  fc.stringMatching(/^[0-9]{11,30}$/),
  withNul.map(encodeText),
  nonAscii.map(encodeText),
  fc.string({ minLength: 300, maxLength: 2000 }).map(encodeText),
);

function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/**
 * Document HTML nested past anything an editor writes: refused by a save, and, stored before that
 * refusal existed, still to be downloaded.
 */
export const DEEP_MARKUP: Record<string, string> = {
  '2,000 nested <b>': `<p>${'<b>'.repeat(2000)}x${'</b>'.repeat(2000)}</p>`,
  '5,000 nested lists': `${'<ul><li>x'.repeat(5000)}${'</li></ul>'.repeat(5000)}`,
};

/** JSON values wrong for every field of the samples' bodies (none takes null or an empty array). */
export const JSON_DICTIONARY: unknown[] = [
  'x\u0000',
  2_147_483_648,
  -2_147_483_649,
  1e300,
  1.5,
  nested(3000),
  { a: 1 },
];
export const badJsonValue = fc.oneof(
  fc.constantFrom(...JSON_DICTIONARY),
  withNul,
  fc.constantFrom(-1e300, -0.5, Number.MAX_SAFE_INTEGER + 2),
  fc.integer({ min: 10, max: 3000 }).map(nested),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { minKeys: 1, maxKeys: 3 }),
);

/** Values of another JSON type than the sample's, which no field here coerces. */
export function wrongType(sample: unknown) {
  if (typeof sample === 'string') return fc.oneof(fc.integer(), fc.boolean(), fc.constant([sample]));
  if (typeof sample === 'number')
    return fc.oneof(fc.constant(String(sample)), fc.boolean(), fc.constant([sample]));
  if (Array.isArray(sample)) return fc.oneof(fc.string(), fc.integer(), fc.constant({ ...sample }));
  return fc.oneof(fc.string(), fc.integer());
}

/** Bodies that are not the route's body at all. */
export const NOT_THE_BODY: unknown[] = ['', 0, true, null, {}, [], [1, 'a']];
/** JSON that does not parse (or that the parser refuses), sent as application/json. */
export const INVALID_JSON = [
  '',
  '{',
  '{"id":',
  '[1,]',
  "{'text':'x'}",
  'nul',
  '\u0000',
  '{"a":1}}',
  '"open',
  '{"__proto__":{"x":1}}',
];
/** Content types no parser of the API takes. */
export const UNPARSED_TYPES = ['application/xml', 'application/octet-stream', 'text/html', 'image/png'];
/** Content types for a route with a JSON body: parsed or not, what arrives is not that body. */
export const OTHER_TYPES = [...UNPARSED_TYPES, 'text/plain', 'application/x-www-form-urlencoded'];

/** The dates the API refuses (`far-dates.ts`), as instants and as days: every date field and parameter refuses them. */
export const FAR_DATES = [...FAR_API_INSTANTS, ...FAR_API_DAYS];
/** What the API calls its dates, in bodies and query strings. */
export const DATE_FIELDS = new Set([
  'date',
  'closeDate',
  'lastUpdated',
  'validFrom',
  'startDate',
  'endDate',
  'start',
  'end',
]);
const farInstant = fc
  .oneof(
    fc.date({ min: new Date(-8.64e15), max: new Date('1899-12-31T23:59:59.999Z'), noInvalidDate: true }),
    fc.date({ min: new Date('2200-01-01T00:00:00Z'), max: new Date(8.64e15), noInvalidDate: true }),
  )
  .map((date) => date.toISOString());
export const farDate = fc.oneof(
  fc.constantFrom(...FAR_DATES),
  farInstant,
  farInstant.map((instant) => instant.slice(0, 10)),
);
