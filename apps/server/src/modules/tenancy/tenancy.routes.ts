import type { FastifyPluginAsync } from 'fastify';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';

export const tenancyRoutes: FastifyPluginAsync<{ db: TDb; config: TConfig }> = async () => {};
