/**
 * `npm run bench`: throughput and latency of the server's own request path (JWT verification,
 * tenant membership, permissions and a tenant-scoped query) next to a bare route in the same run.
 * Later areas add their runs here. `--directline-seconds=5` shortens the Direct Line load run (30 s);
 * `--postgres=URL` repeats the database-bound runs on a fresh database of that PostgreSQL server
 * (the 10-million-event reports run needs it). `--only=reports` (or `requests`, `directline`, `review`, `push`)
 * runs one area; `--reports-scale=0.01` shrinks the generated report activity and `--review-rows=N`
 * sets the review run's utterances (1,000,000 on PostgreSQL, 100,000 on PGlite). `--only=knowledge` times the
 * knowledge base's portal calls at 5,000 questions x 50 countries; `--knowledge-scale=0.1` shrinks it and
 * `--knowledge-runs=N` sets the calls per row (200). `--only=retention --postgres=URL` deletes a year of
 * expired utterances (1,000,000; `--retention-rows=N` sets them) under the steady Direct Line load.
 */
import { performance } from 'node:perf_hooks';
import { ACCESS_ONLY_URL, ALL_PERMISSIONS_FOR_BENCH, prepareBenchApp } from './bench-app';
import { postgresArg } from './bench-database';
import { benchDirectLine } from './directline';
import { benchKnowledgeApart } from './knowledge';
import { benchReports } from './reports';
import { benchPush } from './push';
import { benchRetention } from './retention';
import { benchReview } from './review';
import { percentile } from './percentile';

const REQUESTS = 3000;

async function measure(name: string, run: () => Promise<{ statusCode: number }>) {
  for (let i = 0; i < 200; i++) await run(); // warm-up
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    const res = await run();
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${name}: status ${res.statusCode}`);
  }
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(50)} p50 ${percentile(times, 50).toFixed(2)} ms  p99 ${percentile(times, 99).toFixed(2)} ms  ${(REQUESTS / seconds).toFixed(0)} req/s`,
  );
}

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const runs = (area: string) => !only || only === area;
const postgresUrl = postgresArg(process.argv);

if (runs('requests')) {
  const { app, token, tenantId, close } = await prepareBenchApp(ALL_PERMISSIONS_FOR_BENCH);
  console.log(`request path, ${REQUESTS} sequential requests each (in-process, PGlite)`);
  await measure('GET /health (bare route)', () => app.inject('/health'));
  const headers = { authorization: `Bearer ${token}`, 'x-tenant-id': String(tenantId) };
  await measure('request path (token + membership + permissions)', () =>
    app.inject({ url: ACCESS_ONLY_URL, headers }),
  );
  await measure('GET /api/Users/current (token + user)', () =>
    app.inject({ url: '/api/Users/current', headers }),
  );
  await measure('GET /api/Countries/Active (token + tenant)', () =>
    app.inject({ url: '/api/Countries/Active', headers }),
  );
  await close();
}

if (runs('directline')) {
  const directLineSeconds = Number(
    process.argv.find((a) => a.startsWith('--directline-seconds='))?.split('=')[1] ?? 30,
  );
  await benchDirectLine({ seconds: directLineSeconds, clients: 100 });
  if (postgresUrl) await benchDirectLine({ seconds: directLineSeconds, clients: 100, postgresUrl });
}

if (runs('reports')) {
  // `--reports-scale=0.01` shrinks the generated activity for a quick look
  const scale = Number(process.argv.find((a) => a.startsWith('--reports-scale='))?.split('=')[1] ?? 1);
  await benchReports({ total: Math.round(1_000_000 * scale), tenants: 5, largestShare: 0.5 });
  if (postgresUrl)
    await benchReports({
      postgresUrl,
      total: Math.round(10_000_000 * scale),
      tenants: 50,
      largestShare: 0.2,
    });
  else console.log('(the 10,000,000-event reports run needs --postgres=URL)');
}

if (runs('review')) {
  const rows = process.argv.find((a) => a.startsWith('--review-rows='))?.split('=')[1];
  await benchReview({
    postgresUrl,
    total: rows ? Number(rows) : postgresUrl ? 1_000_000 : 100_000,
  });
}

if (runs('push')) {
  // `--push-recipients=N` for a quicker look
  const recipients = Number(
    process.argv.find((a) => a.startsWith('--push-recipients='))?.split('=')[1] ?? 10_000,
  );
  await benchPush({ postgresUrl, recipients, limit: 50, stopAfter: Math.round(recipients * 0.3) });
}

if (runs('knowledge')) {
  const scale = Number(process.argv.find((a) => a.startsWith('--knowledge-scale='))?.split('=')[1] ?? 1);
  const calls = Number(process.argv.find((a) => a.startsWith('--knowledge-runs='))?.split('=')[1] ?? 200);
  await benchKnowledgeApart({ scale, runs: calls });
  if (postgresUrl) await benchKnowledgeApart({ postgresUrl, scale, runs: calls });
}

if (runs('retention')) {
  const rows = Number(
    process.argv.find((a) => a.startsWith('--retention-rows='))?.split('=')[1] ?? 1_000_000,
  );
  if (postgresUrl) await benchRetention({ postgresUrl, total: rows });
  else console.log('(the retention run needs --postgres=URL)');
}
