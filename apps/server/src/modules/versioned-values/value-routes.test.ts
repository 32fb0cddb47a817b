import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { ZBodyId, ZQueryId } from '@askhr/shared/schemas/primitives';
import {
  ZCountryCodeParams,
  ZValueCard,
  ZValueSave,
  zValueText,
  type TValueHistoryEntry,
} from '@askhr/shared/versioned-values/versioned-values.schemas';
import { registerErrorHandler } from '../../lib/error-handler';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { memberHeaders } from '../../test/factories/users';
import { valueItemsOf, type TValueItem } from './value-items.service';
import { apiPlugin } from '../../auth/api-routes';
import { registerValueRoutes, valueKind } from './value-routes';

const ES = 2;
const DE = 3;

/** The items of the test kind: notes, kept in memory per tenant; their values in the real store. */
const NOTES = new Map<number, TValueItem[]>();
const notes = valueItemsOf<TValueItem>({
  kind: 'placeholder',
  find: async (_db, customerId, ids) => (NOTES.get(customerId) ?? []).filter((note) => ids.includes(note.id)),
  missing: (id) => (id === undefined ? 'This note does not exist.' : `Note ${id} does not exist.`),
});

const ZNote = ZValueCard.extend({ noteId: z.number(), text: z.string() });
const ZNoteQuery = z.object({ noteId: ZQueryId });
const ZNoteSave = ZValueSave.extend({ noteId: ZBodyId, text: zValueText(200) });

/**
 * A fourth kind made of a descriptor only. It borrows the answers' entries of the API catalogue
 * (their paths and access), on an app of its own; a real kind adds its entries to the catalogue.
 */
const notesKind = valueKind({
  store: notes,
  card: ZNote,
  cards: async (db, tenant, itemId, country) =>
    (await notes.list(db, tenant, itemId, country)).map(({ itemId: noteId, ...card }) => ({
      ...card,
      noteId,
    })),
  list: { id: 'answers.list', querystring: ZNoteQuery, target: ({ query }) => ({ itemId: query.noteId }) },
  listInCountry: {
    id: 'answers.listInCountry',
    params: ZCountryCodeParams,
    querystring: ZNoteQuery,
    target: ({ params, query }) => ({ itemId: query.noteId, country: params.country }),
  },
  history: {
    id: 'answers.history',
    params: z.object({ questionId: ZQueryId }),
    itemId: (params) => params.questionId,
  },
  save: {
    id: 'answers.save',
    body: z.union([ZNoteSave, z.array(ZNoteSave).min(1)]),
    itemId: (version) => version.noteId,
  },
  restore: { id: 'answers.restore' },
  remove: {
    id: 'answers.delete',
    querystring: ZNoteQuery.extend({ versionId: ZQueryId.optional() }),
    itemId: (query) => query.noteId,
  },
});

describe('the routes of a country-valued kind declared by its descriptor', () => {
  let t: TTestApp;
  let app: FastifyInstance;
  let acme: number;
  let EDITOR: Record<string, string>;
  let NO_ACCESS: Record<string, string>;
  let OUTSIDER: Record<string, string>;
  const NOTE = 41;
  const OTHER_NOTE = 42;

  const send = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const textIn = async (country: string, note = NOTE) => {
    const res = await send(EDITOR, 'GET', `/api/UserAnswers/${country}?noteId=${note}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as z.infer<typeof ZNote>[]).map(({ noteId, text, new: isNew }) => ({
      noteId,
      text,
      isNew,
    }));
  };

  beforeAll(async () => {
    t = await createTestApp();
    acme = (await createTenant(t.db, { countries: [ES, DE] })).id;
    const other = (await createTenant(t.db, { countries: [ES] })).id;
    NOTES.set(acme, [
      { id: NOTE, categoryId: null },
      { id: OTHER_NOTE, categoryId: null },
    ]);
    NOTES.set(other, [{ id: 77, categoryId: null }]);
    EDITOR = await memberHeaders(t, acme, ['normal-user']);
    NO_ACCESS = await memberHeaders(t, acme, ['view-feedback']);
    OUTSIDER = await memberHeaders(t, other, ['normal-user']);

    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app.decorate('access', t.app.access);
    await app.register(apiPlugin((route) => registerValueRoutes(route, t.db, notesKind)));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('saves, lists, tells the history, restores and removes', async () => {
    const first = await send(EDITOR, 'POST', '/api/UserAnswers/', {
      noteId: NOTE,
      countryId: ES,
      text: 'Hola',
    });
    expect(first.statusCode).toBe(200);
    const [saved] = first.json() as { id: number; customerId: number }[];
    expect(saved).toEqual({ id: expect.any(Number), customerId: acme });

    const list = await send(EDITOR, 'POST', '/api/UserAnswers/', [
      { id: saved!.id, noteId: NOTE, countryId: ES, text: 'Buenos días' },
      { noteId: NOTE, countryId: GLOBAL_COUNTRY_ID, text: 'Hello' },
    ]);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(2);

    const all = await send(EDITOR, 'GET', `/api/UserAnswers/?noteId=${NOTE}`);
    expect(all.statusCode).toBe(200);
    const cards = (all.json() as z.infer<typeof ZNote>[]).map(({ countryId, text, noteId }) => ({
      countryId,
      text,
      noteId,
    }));
    expect(cards[0]).toEqual({ countryId: GLOBAL_COUNTRY_ID, text: 'Hello', noteId: NOTE });
    expect(cards.slice(1)).toEqual(
      expect.arrayContaining([
        { countryId: ES, text: 'Buenos días', noteId: NOTE },
        { countryId: DE, text: '', noteId: NOTE },
      ]),
    );
    expect(cards).toHaveLength(3);
    expect(await textIn('ES')).toEqual([{ noteId: NOTE, text: 'Buenos días', isNew: false }]);

    const history = await send(EDITOR, 'GET', `/api/UserAnswers/${NOTE}/history?countryId=${ES}`);
    expect(history.statusCode).toBe(200);
    const entries = history.json() as TValueHistoryEntry[];
    expect(entries.map((entry) => [entry.text, entry.change])).toEqual([
      ['Buenos días', 'edited'],
      ['Hola', 'created'],
    ]);

    const restored = await send(EDITOR, 'POST', `/api/UserAnswers/history/${saved!.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ id: expect.any(Number), customerId: acme });
    expect(await textIn('ES')).toEqual([{ noteId: NOTE, text: 'Hola', isNew: false }]);

    const removed = await send(EDITOR, 'DELETE', `/api/UserAnswers/ES?noteId=${NOTE}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ removed: 1 });
    expect(await textIn('ES')).toEqual([{ noteId: NOTE, text: '', isNew: true }]);
  });

  it('answers 404 for an item the kind does not know', async () => {
    const unknown = [
      await send(EDITOR, 'GET', '/api/UserAnswers/?noteId=999'),
      await send(EDITOR, 'GET', '/api/UserAnswers/ES?noteId=999'),
      await send(EDITOR, 'GET', '/api/UserAnswers/999/history'),
      await send(EDITOR, 'POST', '/api/UserAnswers/', { noteId: 999, countryId: ES, text: 'Hola' }),
      await send(EDITOR, 'DELETE', '/api/UserAnswers/ES?noteId=999'),
    ];
    expect(unknown.map((res) => res.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(unknown[3]!.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Note 999 does not exist.' } });
    expect(unknown[0]!.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'This note does not exist.' },
    });
  });

  it('refuses every route to a member without the access entries', async () => {
    const [version] = (
      await send(EDITOR, 'POST', '/api/UserAnswers/', { noteId: NOTE, countryId: DE, text: 'Hallo' })
    ).json() as { id: number }[];
    const refused = [
      await send(NO_ACCESS, 'GET', `/api/UserAnswers/?noteId=${NOTE}`),
      await send(NO_ACCESS, 'GET', `/api/UserAnswers/DE?noteId=${NOTE}`),
      await send(NO_ACCESS, 'GET', `/api/UserAnswers/${NOTE}/history`),
      await send(NO_ACCESS, 'POST', '/api/UserAnswers/', { noteId: NOTE, countryId: DE, text: 'Servus' }),
      await send(NO_ACCESS, 'POST', `/api/UserAnswers/history/${version!.id}/restore`),
      await send(NO_ACCESS, 'DELETE', `/api/UserAnswers/DE?noteId=${NOTE}`),
    ];
    expect(refused.map((res) => res.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    expect((await textIn('DE'))[0]!.text).toBe('Hallo');
  });

  it("gives a member of another tenant nothing of the tenant's values", async () => {
    const [version] = (
      await send(EDITOR, 'POST', '/api/UserAnswers/', {
        noteId: OTHER_NOTE,
        countryId: GLOBAL_COUNTRY_ID,
        text: 'Hi',
      })
    ).json() as { id: number }[];
    const asOther = (headers: Record<string, string>) => [
      send(headers, 'GET', `/api/UserAnswers/?noteId=${OTHER_NOTE}`),
      send(headers, 'GET', `/api/UserAnswers/${OTHER_NOTE}/history`),
      send(headers, 'POST', `/api/UserAnswers/history/${version!.id}/restore`),
      send(headers, 'DELETE', `/api/UserAnswers/ES?noteId=${OTHER_NOTE}`),
    ];
    // in its own tenant the note does not exist; naming this tenant it is not a member
    const inOwnTenant = await Promise.all(asOther(OUTSIDER));
    expect(inOwnTenant.map((res) => res.statusCode)).toEqual([404, 404, 404, 404]);
    const naming = await Promise.all(asOther({ ...OUTSIDER, 'x-tenant-id': String(acme) }));
    expect(naming.map((res) => res.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await textIn(String(GLOBAL_COUNTRY_ID), OTHER_NOTE)).toEqual([
      { noteId: OTHER_NOTE, text: 'Hi', isNew: false },
    ]);
  });
});
