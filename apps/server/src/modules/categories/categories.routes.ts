import { ZNamedList } from '@askhr/shared/tenancy/tenancy.schemas';
import type { TDb } from '../../db/client';
import { tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
import { listCategories, listTags } from './categories.service';

/** Categories and tags: the filter options of questions and placeholders. */
export const categoriesRoutes = apiPlugin<{ db: TDb }>((route, { db }) => {
  route('categories.list', { response: ZNamedList }, async (request) =>
    listCategories(db, tenantOf(request).customerId),
  );

  route('tags.list', { response: ZNamedList }, async (request) => listTags(db, tenantOf(request).customerId));
});
