import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serverPath } from '../../server-dir';
import { LOGO_FILE_NAME_PATTERN, LOGOS_PATH } from '@askhr/shared/tenancy/tenancy.constants';

export const LOGOS_DIR = serverPath('assets/logos');

/**
 * Serves the tenant logos named by the LogoFileName setting, publicly (the portal shows them in
 * <img> tags, which send no bearer token). Only plain file names of image types are served: no
 * folders, dot files or listings, so no path can reach outside the logos folder.
 */
export const logosRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: LOGOS_DIR,
    prefix: LOGOS_PATH,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    allowedPath: (pathName) => LOGO_FILE_NAME_PATTERN.test(pathName.replace(/^\//, '')),
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=3600');
    },
  });
};
