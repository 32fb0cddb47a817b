import { byName } from '@askhr/shared/tenancy/by-name';
import type { TNamed } from '@askhr/shared/tenancy/tenancy.schemas';
import type { TDb } from '../../db/client';
import { findCategories, findTags } from './categories.repository';

export async function listCategories(db: TDb, customerId: number): Promise<TNamed[]> {
  return (await findCategories(db, customerId)).sort(byName);
}

export async function listTags(db: TDb, customerId: number): Promise<TNamed[]> {
  return (await findTags(db, customerId)).sort(byName);
}
