import fc from 'fast-check';
import {
  badJsonValue,
  badUrlValue,
  DATE_FIELDS,
  DEEP_MARKUP,
  enc,
  FAR_DATES,
  farDate,
  INVALID_JSON,
  JSON_DICTIONARY,
  NOT_THE_BODY,
  OTHER_TYPES,
  READ_DICTIONARY,
  UNPARSED_TYPES,
  URL_DICTIONARY,
  wrongType,
} from './fuzz-values';

/**
 * Malformed requests for the fuzz test. Each one starts from a route's valid sample, may get a few
 * harmless changes (extra or missing fields, unknown parameters) and then gets at least one value
 * that no route accepts, so that no request made here may write anything.
 */

/** A route as the fuzz test drives it: its sample taken apart along the route's OpenAPI operation. */
export interface TFuzzTarget {
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** the OpenAPI path, e.g. `/api/UserAnswers/{country}` */
  pattern: string;
  params: Record<string, string>;
  query: [string, string][];
  /** query parameters the route reads */
  queryKeys: string[];
  body: unknown;
  /** the route validates a JSON body (otherwise it ignores whatever parses) */
  hasBody: boolean;
  /** the route's requestBody in the OpenAPI document, where its date fields are found */
  requestBody?: unknown;
}

/** What is sent: path and query values already encoded for the URL; a body as JSON or raw. */
export interface TDraft {
  params: Record<string, string>;
  query: [string, string][];
  body?: { json: unknown } | { contentType: string; payload: string };
}

type TChange = (draft: TDraft) => void;
type TPath = (string | number)[];

/** Paths to the leaves of a JSON body: keys of objects, arrays and their first item. */
function leavesOf(value: unknown, path: TPath = []): { path: TPath; value: unknown }[] {
  if (Array.isArray(value)) {
    const inner = value.length ? leavesOf(value[0], [...path, 0]) : [];
    return path.length ? [{ path, value }, ...inner] : inner;
  }
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => leavesOf(child, [...path, key]));
  return [{ path, value }];
}

/** Objects of a body that can take extra fields or lose some: the body or the items of an array. */
const objectsOf = (json: unknown): Record<string, unknown>[] =>
  (Array.isArray(json) ? json : [json]).filter(
    (v): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v),
  );

function setAt(root: unknown, path: TPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...TPath];
  const container = (root && typeof root === 'object' ? root : typeof head === 'number' ? [] : {}) as Record<
    string | number,
    unknown
  >;
  container[head] = setAt(container[head], rest, value);
  return container;
}

const jsonOf = (draft: TDraft) => (draft.body && 'json' in draft.body ? draft.body.json : undefined);

const setParam =
  (name: string, value: string): TChange =>
  (draft) => {
    draft.params[name] = value;
  };
const setQuery =
  (key: string, values: string[]): TChange =>
  (draft) => {
    draft.query = [
      ...draft.query.filter(([k]) => k !== key),
      ...values.map((v): [string, string] => [key, v]),
    ];
  };
const setLeaf =
  (path: TPath, value: unknown): TChange =>
  (draft) => {
    draft.body = { json: setAt(jsonOf(draft), path, value) };
  };
const setJson =
  (json: unknown): TChange =>
  (draft) => {
    draft.body = { json };
  };
const setRaw =
  (contentType: string, payload: string): TChange =>
  (draft) => {
    draft.body = { contentType, payload };
  };
/** The body sent as another content type; form-encoded, the whole JSON is one key, never the fields. */
const retype =
  (contentType: string): TChange =>
  (draft) => {
    const text = JSON.stringify(jsonOf(draft) ?? null);
    draft.body = { contentType, payload: contentType.includes('urlencoded') ? enc(text) : text };
  };

type TJsonSchema = {
  properties?: Record<string, TJsonSchema>;
  items?: TJsonSchema;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
};

/** Paths to the date fields a JSON schema names, arrays through their first item. */
function dateFieldsOf(schema: TJsonSchema | undefined, path: TPath = [], depth = 0): TPath[] {
  if (!schema || typeof schema !== 'object' || depth > 8) return [];
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [
    ...alternatives.flatMap((alternative) => dateFieldsOf(alternative, path, depth + 1)),
    ...(schema.items ? dateFieldsOf(schema.items, [...path, 0], depth + 1) : []),
    ...Object.entries(schema.properties ?? {}).flatMap(([key, child]) => [
      ...(DATE_FIELDS.has(key) ? [[...path, key]] : []),
      ...dateFieldsOf(child, [...path, key], depth + 1),
    ]),
  ];
}

const valueAt = (root: unknown, path: TPath): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
    root,
  );

/**
 * The date fields of the route's body, sample or not, where the sample holds the object they belong
 * to: a far date then lands where the route reads it, never under a key it drops (which could let
 * the request through and write).
 */
function datePathsOf(target: TFuzzTarget): TPath[] {
  const body = target.requestBody as { content?: Record<string, { schema?: TJsonSchema }> } | undefined;
  const paths = dateFieldsOf(body?.content?.['application/json']?.schema).filter((path) => {
    const parent = valueAt(target.body, path.slice(0, -1));
    return !!parent && typeof parent === 'object' && !Array.isArray(parent);
  });
  return [...new Map(paths.map((path) => [JSON.stringify(path), path])).values()];
}

const dateQueryKeys = (target: TFuzzTarget) => target.queryKeys.filter((key) => DATE_FIELDS.has(key));

/** Harmless changes: unknown query parameters, repeated ones, extra or missing body fields. */
function softChanges(target: TFuzzTarget): fc.Arbitrary<TChange>[] {
  const name = fc.stringMatching(/^[a-z]{1,8}$/).map((key) => `x${key}`);
  const changes: fc.Arbitrary<TChange>[] = [
    fc.tuple(name, fc.string({ maxLength: 10 })).map(([key, value]): TChange => (draft) => {
      draft.query.push([key, enc(value)]);
    }),
  ];
  if (target.query.length)
    changes.push(
      fc.nat().map((n): TChange => (draft) => {
        const pair = draft.query[n % draft.query.length];
        if (pair) draft.query.push([...pair]);
      }),
    );
  if (objectsOf(target.body).length)
    changes.push(
      fc.tuple(name, fc.jsonValue({ maxDepth: 2 })).map(([key, value]): TChange => (draft) => {
        for (const object of objectsOf(jsonOf(draft))) object[key] = value;
      }),
      fc.nat().map((n): TChange => (draft) => {
        for (const object of objectsOf(jsonOf(draft))) {
          const keys = Object.keys(object);
          if (keys.length) delete object[keys[n % keys.length]!];
        }
      }),
    );
  return changes;
}

/** Changes after which the route must refuse the request, whatever else was changed. */
function hardChanges(target: TFuzzTarget): fc.Arbitrary<TChange>[] {
  const changes: fc.Arbitrary<TChange>[] = [];
  for (const name of Object.keys(target.params)) changes.push(badUrlValue.map((bad) => setParam(name, bad)));
  for (const key of target.queryKeys) {
    const valid = target.query.find(([k]) => k === key)?.[1] ?? '1';
    changes.push(
      badUrlValue.map((bad) => setQuery(key, [bad])),
      fc
        .tuple(badUrlValue, fc.boolean())
        .map(([bad, first]) => setQuery(key, first ? [bad, valid] : [valid, bad])),
    );
  }
  for (const key of dateQueryKeys(target)) changes.push(farDate.map((far) => setQuery(key, [enc(far)])));
  changes.push(
    fc.constantFrom(...INVALID_JSON).map((payload) => setRaw('application/json', payload)),
    fc.tuple(fc.constantFrom(...UNPARSED_TYPES), fc.string()).map(([type, payload]) => setRaw(type, payload)),
  );
  if (!target.hasBody) return changes;
  for (const leaf of leavesOf(target.body))
    changes.push(fc.oneof(badJsonValue, wrongType(leaf.value)).map((bad) => setLeaf(leaf.path, bad)));
  for (const path of datePathsOf(target)) changes.push(farDate.map((far) => setLeaf(path, far)));
  const notTheBody = fc.oneof(
    fc.constantFrom(...NOT_THE_BODY),
    fc.string(),
    fc.integer(),
    fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 4 }),
  );
  changes.push(notTheBody.map(setJson), fc.constantFrom(...OTHER_TYPES).map(retype));
  return changes;
}

/**
 * Every dictionary value in every place, tried before the random requests: all of them for routes
 * that write, a short list for routes that read.
 */
function dictionaryChanges(target: TFuzzTarget): TChange[] {
  const urlValues = target.method === 'GET' ? READ_DICTIONARY : URL_DICTIONARY;
  const changes: TChange[] = [
    ...Object.keys(target.params).flatMap((name) => urlValues.map((bad) => setParam(name, bad))),
    ...target.queryKeys.flatMap((key) => urlValues.map((bad) => setQuery(key, [bad]))),
    ...dateQueryKeys(target).flatMap((key) => FAR_DATES.map((far) => setQuery(key, [enc(far)]))),
  ];
  if (target.method === 'GET') return changes;
  changes.push(
    ...INVALID_JSON.map((payload) => setRaw('application/json', payload)),
    ...UNPARSED_TYPES.map((type) => setRaw(type, 'x')),
  );
  if (!target.hasBody) return changes;
  for (const leaf of leavesOf(target.body))
    changes.push(...JSON_DICTIONARY.map((bad) => setLeaf(leaf.path, bad)));
  for (const path of datePathsOf(target)) changes.push(...FAR_DATES.map((far) => setLeaf(path, far)));
  // a document's HTML, the only body field named so, nested deeper than a save takes
  for (const leaf of leavesOf(target.body).filter((l) => l.path.at(-1) === 'content'))
    changes.push(...Object.values(DEEP_MARKUP).map((deep) => setLeaf(leaf.path, deep)));
  changes.push(...NOT_THE_BODY.map(setJson), ...OTHER_TYPES.map(retype));
  return changes;
}

function draftOf(target: TFuzzTarget, changes: TChange[]): TDraft {
  const draft: TDraft = {
    params: Object.fromEntries(Object.entries(target.params).map(([k, v]) => [k, enc(v)])),
    query: target.query.map(([k, v]) => [k, enc(v)]),
    ...(target.body === undefined ? {} : { body: { json: structuredClone(target.body) } }),
  };
  for (const change of changes) change(draft);
  return draft;
}

/** The dictionary requests of the target, one bad value each. */
export const dictionaryRequests = (target: TFuzzTarget): TDraft[] =>
  dictionaryChanges(target).map((change) => draftOf(target, [change]));

/** A random malformed request for the target: its sample, 0 to 3 harmless changes, then a bad one. */
export function malformedRequest(target: TFuzzTarget): fc.Arbitrary<TDraft> {
  return fc
    .tuple(fc.array(fc.oneof(...softChanges(target)), { maxLength: 3 }), fc.oneof(...hardChanges(target)))
    .map(([soft, hard]) => draftOf(target, [...soft, hard]));
}

export function urlOf(target: TFuzzTarget, draft: TDraft): string {
  const path = target.pattern.replace(/\{(\w+)\}/g, (_m, name: string) => draft.params[name] ?? '');
  const query = draft.query.map(([key, value]) => `${key}=${value}`).join('&');
  return query ? `${path}?${query}` : path;
}
