import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '@askhr/shared/errors/errors.schemas';
import { customerCountries } from '../../db/schema';
import { dbFingerprint, writeMark } from '../../test/db-fingerprint';
import { createMember } from '../../test/factories/users';
import { createPlaceholder } from '../../test/factories/placeholders';
import { createQuestion } from '../../test/factories/questions';
import { createVersion } from '../../test/factories/versions';
import { authHeaders } from '../../test/kits/access';
import { createTestApp, type TSeededTestApp } from '../../test/app';
import { TENANT_ADMIN } from '../../test/minimal-seed';
import {
  dictionaryRequests,
  malformedRequest,
  urlOf,
  type TDraft,
  type TFuzzTarget,
} from '../../test/fuzz/fuzz-inputs';
import { logUtterance, sampleUtterance } from '../../test/kits/review';
import { createPushItem } from '../../test/factories/push';
import { createDocument, createDocumentTemplate, documentSampleIds } from '../../test/factories/documents';
import { DEEP_MARKUP } from '../../test/fuzz/fuzz-values';
import { SAMPLES, type TSample, type TSampleIds } from '../../test/fuzz/route-samples';
import { insertEmailInbox } from '../it-admin/email-inboxes.repository';

/** Fixed so that a failure replays; fast-check prints it with the counterexample. */
const SEED = 20_260_501;
/** Random requests per route, after its dictionary of known bad values: every kind of bad value comes up. */
const RUNS = 40;

interface TOperation {
  method: string;
  pattern: string;
  queryKeys: string[];
  hasBody: boolean;
  requestBody?: unknown;
}

type TSpec = {
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>
  >;
};

/** The operations of the OpenAPI document: where each route takes parameters and whether a body. */
function operationsOf(spec: TSpec): TOperation[] {
  return Object.entries(spec.paths).flatMap(([pattern, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      pattern,
      queryKeys: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      hasBody: operation.requestBody !== undefined,
      requestBody: operation.requestBody,
    })),
  );
}

const patternRegex = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '([^/]+)')}$`);
const paramCount = (pattern: string) => pattern.split('{').length - 1;

/** The sample taken apart along its operation (static paths win over parameters, as in the router). */
function targetOf(
  label: string,
  sample: TSample,
  fill: TSampleIds & Record<string, number>,
  operations: TOperation[],
) {
  const url = new URL(
    sample.url.replace(/\{(\w+)\}/g, (_m, key: string) => String(fill[key])),
    'http://x',
  );
  const operation = operations
    .filter((o) => o.method === sample.method && patternRegex(o.pattern).test(url.pathname))
    .sort((a, b) => paramCount(a.pattern) - paramCount(b.pattern))[0];
  const pattern = operation?.pattern ?? url.pathname;
  const names = [...pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const values = patternRegex(pattern).exec(url.pathname)!.slice(1).map(decodeURIComponent);
  const target: TFuzzTarget = {
    label,
    method: sample.method,
    pattern,
    params: Object.fromEntries(names.map((name, i) => [name, values[i]!])),
    query: [...url.searchParams],
    queryKeys: operation?.queryKeys ?? [],
    body: sample.payload?.(fill),
    hasBody: operation?.hasBody ?? false,
    requestBody: operation?.requestBody,
  };
  return target;
}

/** Tables whose fingerprint differs. */
const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (table) => before[table] !== after[table],
  );

/** An accepted export records itself in the audit trail: a write only a refused request must not make. */
const AUDIT_TABLE = 'audit_events';

describe('fuzz: malformed requests to every API route', () => {
  let t: TSeededTestApp;
  let headers: Record<string, string>;
  let operations: TOperation[];
  const targets = new Map<string, TFuzzTarget>();

  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal' });
    headers = await authHeaders(t, TENANT_ADMIN, t.seed.tenant.id);
    const question = await createQuestion(t.db, t.seed.tenant.id, {
      text: 'How many vacation days do I have?',
    });
    const placeholder = await createPlaceholder(t.db, t.seed.tenant.id, { keyWord: 'fuzzKey' });
    const version = (kind: 'answer' | 'placeholder' | 'botReaction', itemId: number, countryId: number) =>
      createVersion(t.db, t.seed.tenant.id, { kind, itemId, countryId, text: 'You get 25 days.' });
    // a value in every country of the tenant, so that a bad request read as any country deletes something
    const countries = await t.db
      .select({ id: customerCountries.countryId })
      .from(customerCountries)
      .where(eq(customerCountries.customerId, t.seed.tenant.id));
    for (const { id } of countries.filter((c) => c.id !== 1)) {
      await version('answer', question.id, id);
      await version('placeholder', placeholder.id, id);
    }
    const survey = await createPushItem(t.db, t.seed.tenant.id, { type: 'survey' });
    const inbox = () => insertEmailInbox(t.db, t.seed.tenant.id, { name: 'HR', email: 'hr@acme.test' });
    const fill = {
      question: question.id,
      placeholder: placeholder.id,
      answerVersion: (await version('answer', question.id, 1)).id,
      placeholderVersion: (await version('placeholder', placeholder.id, 1)).id,
      reactionVersion: (await version('botReaction', 1, 1)).id,
      freshQuestion: (await createQuestion(t.db, t.seed.tenant.id)).id,
      freshCustomQuestion: (await createQuestion(t.db, t.seed.tenant.id, { custom: true })).id,
      utterance: (await logUtterance(t.db, t.seed.tenant.id, sampleUtterance())).id,
      survey: survey.id,
      surveyLastUpdated: survey.lastUpdated.getTime(),
      ...(await documentSampleIds(t.db, t.seed.tenant.id)),
      freshPush: (await createPushItem(t.db, t.seed.tenant.id)).id,
      inbox: (await inbox()).id,
      freshInbox: (await inbox()).id,
      freshMember: (await createMember(t.db, t.seed.tenant.id)).user.id,
      freshRole: (await createMember(t.db, t.seed.tenant.id)).role.id,
    };
    // the tenants' models trained and stored now: a route that ranks (Suggestions) then only reads
    await t.app.understanding.warmUp();
    operations = operationsOf(t.app.swagger() as TSpec);
    for (const [label, sample] of Object.entries(SAMPLES))
      targets.set(label, targetOf(label, sample, fill, operations));
  });
  afterAll(() => t.close());

  function send(target: TFuzzTarget, draft: TDraft) {
    const options: InjectOptions = {
      method: target.method,
      url: urlOf(target, draft),
      headers: { ...headers },
    };
    if (draft.body && 'json' in draft.body) {
      options.payload = JSON.stringify(draft.body.json);
      options.headers!['content-type'] = 'application/json';
    } else if (draft.body) {
      options.payload = draft.body.payload;
      options.headers!['content-type'] = draft.body.contentType;
    }
    return t.app.inject(options);
  }

  function expectWellFormed(target: TFuzzTarget, draft: TDraft, res: LightMyRequestResponse) {
    const seen = `${target.method} ${urlOf(target, draft)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
    expect(res.statusCode, seen).toBeLessThan(500);
    if (res.statusCode < 400) return;
    let body: unknown;
    try {
      body = res.json();
    } catch {
      body = res.body;
    }
    expect(ZApiError.safeParse(body).success, `not the error shape: ${seen}`).toBe(true);
  }

  it('drives every operation under /api of the OpenAPI document', () => {
    const driven = new Set([...targets.values()].map((target) => `${target.method} ${target.pattern}`));
    const operationKeys = operations
      .filter((o) => o.pattern.startsWith('/api/'))
      .map((o) => `${o.method} ${o.pattern}`);
    expect(operationKeys.filter((key) => !driven.has(key))).toEqual([]);
  });

  it.each(Object.keys(SAMPLES))(
    '%s: never a 5xx, always the error shape, and nothing written',
    async (label) => {
      const target = targets.get(label)!;
      const examples = dictionaryRequests(target).map((draft): [TDraft] => [draft]);
      const baseline = await dbFingerprint(t.db);
      let print = baseline;
      let mark = await writeMark(t.db);
      await fc.assert(
        fc.asyncProperty(malformedRequest(target), async (draft) => {
          const res = await send(target, draft);
          expectWellFormed(target, draft, res);
          const nextMark = await writeMark(t.db);
          if (nextMark === mark) return;
          const now = await dbFingerprint(t.db);
          const written = changedTables(print, now).filter(
            (table) => table !== AUDIT_TABLE || res.statusCode >= 400,
          );
          [mark, print] = [nextMark, now];
          expect(written, `${target.method} ${urlOf(target, draft)} wrote`).toEqual([]);
        }),
        // fast-check counts the examples within numRuns: without adding them, a long dictionary was cut
        // short after RUNS requests and the random ones never ran
        { seed: SEED, numRuns: RUNS + examples.length, examples },
      );
      // each request's writes were checked above, the audit trail's with the request's status
      expect(
        changedTables(baseline, await dbFingerprint(t.db)).filter((table) => table !== AUDIT_TABLE),
      ).toEqual([]);
    },
  );

  // a save refuses such HTML now, but rows written before stay in the database and must download
  it.each(Object.entries(DEEP_MARKUP))(
    'documents.download of a stored document with %s: a file',
    async (_name, html) => {
      const template = await createDocumentTemplate(t.db, t.seed.tenant.id);
      await createDocument(t.db, t.seed.tenant.id, template.id, html);
      const sample = targets.get('documents.download')!;
      const params = Object.fromEntries(Object.keys(sample.params).map((key) => [key, String(template.id)]));
      const target = { ...sample, params };
      const draft: TDraft = { params, query: target.query };
      const res = await send(target, draft);
      expectWellFormed(target, draft, res);
      expect(res.statusCode).toBe(200);
    },
  );
});
