import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';

export async function registerOidc(_app: FastifyInstance, _opts: { config: TConfig; db: TDb }) {}
