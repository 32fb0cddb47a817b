import { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from './db/client';
let t = Date.now();
const c = new PGlite(); await c.waitReady; console.log('start', Date.now()-t);
t = Date.now(); await wrapPglite(c).migrate(); console.log('migrate', Date.now()-t);
t = Date.now(); const blob = await c.dumpDataDir('none'); console.log('dump', Date.now()-t, blob.size);
t = Date.now(); const d = new PGlite({ loadDataDir: blob }); await d.waitReady; console.log('load', Date.now()-t);
console.log((await d.query('select count(*) from users')).rows);
