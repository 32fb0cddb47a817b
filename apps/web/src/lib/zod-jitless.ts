// What `zod` resolves to in the portal's build (vite.config.ts): the package itself, configured before
// any schema is built. Without `jitless`, building the first object schema probes `new Function`, which
// the portal's Content-Security-Policy refuses and the browser reports as a console error.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
