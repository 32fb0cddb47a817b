import type { TDb } from '../../db/client';
import { findOutOfScopeExamples } from './review-learning.repository';

/** The tenant's out-of-scope examples: extra background messages when its thresholds are fitted. */
export const outOfScopeExamples = (db: TDb, customerId: number) => findOutOfScopeExamples(db, customerId);
