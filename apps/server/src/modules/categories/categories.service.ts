import { byName } from '@askhr/shared/tenancy/by-name';
import type { TNamed } from '@askhr/shared/tenancy/tenancy.schemas';
import type { TDb } from '../../db/client';
import { findCategories, findCategoryIds, findTagIds, findTags } from './categories.repository';

export async function listCategories(db: TDb, customerId: number): Promise<TNamed[]> {
  return (await findCategories(db, customerId)).sort(byName);
}

export async function listTags(db: TDb, customerId: number): Promise<TNamed[]> {
  return (await findTags(db, customerId)).sort(byName);
}

/** The ids among `ids` that are categories of the tenant. */
export const existingCategoryIds = (db: TDb, customerId: number, ids: number[]) =>
  findCategoryIds(db, customerId, ids);

/** The ids among `ids` that are tags of the tenant. */
export const existingTagIds = (db: TDb, customerId: number, ids: number[]) => findTagIds(db, customerId, ids);
