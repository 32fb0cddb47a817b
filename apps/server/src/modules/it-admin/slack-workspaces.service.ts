import type { TDb } from '../../db/client';
import { findWorkspaces } from './slack-workspaces.repository';

/** The tenant's installed Slack workspaces, the first installed first. */
export const slackWorkspaces = (db: TDb, customerId: number) => findWorkspaces(db, customerId);
