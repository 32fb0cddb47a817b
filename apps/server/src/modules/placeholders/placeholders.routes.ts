import { z } from 'zod';
import { ZItemStatus } from '@askhr/shared/versioned-values/versioned-values.schemas';
import {
  ZGlobalsParams,
  ZPlaceholder,
  ZPlaceholderCurrentQuery,
  ZPlaceholderGlobal,
  ZPlaceholderIdParams,
  ZPlaceholderPage,
  ZPlaceholderStatusQuery,
  ZPlaceholderUse,
  ZPlaceholderUsesQuery,
  ZPlaceholderValue,
} from '@askhr/shared/placeholders/placeholders.schemas';
import { ZPageQuery } from '@askhr/shared/questions/questions.schemas';
import type { TDb } from '../../db/client';
import { tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
import { registerValueRoutes } from '../versioned-values/value-routes';
import { getPlaceholder, placeholderGlobals, placeholderPage, placeholderUses } from './placeholders.service';
import { currentValues, valuesStatus } from './placeholder-values.service';
import { placeholdersKind } from './placeholders.kind';
const ZValueList = z.array(ZPlaceholderValue);

/** Placeholders and their per-country values (spec 000 section 7), with history. */
export const placeholdersRoutes = apiPlugin<{ db: TDb }>((route, { db }) => {
  route('placeholders.page', { querystring: ZPageQuery, response: ZPlaceholderPage }, async (request) =>
    placeholderPage(db, tenantOf(request), request.query),
  );

  route(
    'placeholders.current',
    { querystring: ZPlaceholderCurrentQuery, response: ZValueList },
    async (request) =>
      currentValues(db, tenantOf(request), request.query.placeholders, request.query.countryFocus),
  );

  route(
    'placeholders.status',
    { querystring: ZPlaceholderStatusQuery, response: z.array(ZItemStatus) },
    async (request) => valuesStatus(db, tenantOf(request), request.query.placeholders),
  );

  route(
    'placeholders.globals',
    { params: ZGlobalsParams, response: z.array(ZPlaceholderGlobal) },
    async (request) => placeholderGlobals(db, tenantOf(request), request.params.countryCode),
  );

  route('placeholders.get', { params: ZPlaceholderIdParams, response: ZPlaceholder }, async (request) =>
    getPlaceholder(db, tenantOf(request), request.params.id),
  );

  route(
    'placeholders.uses',
    { params: ZPlaceholderIdParams, querystring: ZPlaceholderUsesQuery, response: z.array(ZPlaceholderUse) },
    async (request) => placeholderUses(db, tenantOf(request), request.params.id, request.query.countryCode),
  );

  registerValueRoutes(route, db, placeholdersKind);
});
