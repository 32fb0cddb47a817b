import type { TDb } from '../client';

// placeholder until the demo seed lands
export async function seedDemoIfEmpty(_db: TDb) {}
