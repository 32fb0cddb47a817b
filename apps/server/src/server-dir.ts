import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server): the files the server reads at run time (migrations,
 * assets, worker scripts) are found from it, the same way from the sources (`src/`) and from the
 * build (`dist/main.js`), which sit one folder down alike.
 */
export const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

export const serverPath = (...parts: string[]) => path.join(SERVER_DIR, ...parts);
