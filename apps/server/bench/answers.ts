/**
 * `npm run bench:answers [-- --file=messages.json] [--embeddings=off] [--signals=classifier|search|both]
 * [--glossary=off] [--encoder=off] [--thresholds=default] [--fit] [--learn] [--list] [--load=directline]
 * [--load-rate=100]`:
 * the demo knowledge base asked the way employees ask. Each message of the file goes through the
 * real conversation core, as an employee of its country and role, on a freshly seeded demo with the
 * tenant's model trained as the server trains it; what the employee got is judged as they meet it
 * (answers-outcome.ts) and printed per language for each half of the file (answers-split.ts: the
 * shipped thresholds are fitted on the "fit" half, the targets are checked on the "eval" half),
 * with the out-of-scope messages apart and the reply latency; `--fit` first fits the shipped
 * decision again on the fit half (answers-fit.ts); `--learn` runs a simulated month of use instead
 * (answers-learn.ts); `--list` adds each message not answered right at
 * once; then the retrain, `--load=directline` while the process answers Direct Line at
 * `--load-rate` messages a second (retrain-load.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { DEFAULT_THRESHOLDS } from '@askhr/shared/bot/bot-decision';
import { buildApp } from '../src/app';
import { createConversationCore } from '../src/bot/core/conversation-core';
import { parseConfig } from '../src/config';
import { prepareDatabase } from '../src/db/prepare';
import { questions } from '../src/db/schema';
import { localEncoderStatus } from '../src/bot/nlu/sentence-encoder-files';
import { seedDemoIfEmpty } from '../src/demo/seed/demo';
import { describeFigures, fitShippedDecision } from './answers-fit';
import { ask } from './answers-ask';
import { describeMonth, MONTH, rightFirst, simulateMonth } from './answers-learn';
import { printReport, ZMessages, type TMessage, type TResult } from './answers-report';
import { halfOf, type THalf } from './answers-split';
import { openBenchDatabase } from './bench-database';
import { benchRetrain } from './retrain-load';

const here = path.dirname(fileURLToPath(import.meta.url));

const args = process.argv.slice(2);
const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const file = path.resolve(arg('file') ?? path.join(here, 'data', 'employee-messages.json'));
const messages = ZMessages.parse(JSON.parse(readFileSync(file, 'utf8')));

const config = parseConfig({
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'true',
  PUBLIC_URL: 'http://127.0.0.1',
  NLU_EMBEDDINGS: arg('embeddings') === 'off' ? 'off' : 'auto',
  NLU_SIGNALS: arg('signals') ?? 'both',
  NLU_GLOSSARY: arg('glossary') ?? 'on',
  ...(arg('encoder') === 'off' && { EMBEDDINGS_MODEL: 'off' }),
});
// the dense signal as this machine has it: a local model only when it is already in the data directory
const encoder = localEncoderStatus(config);
const database = await openBenchDatabase();
await prepareDatabase(database);
const acmeId = (await seedDemoIfEmpty(database.db))!.tenants[0]!.id;
const app = await buildApp({ config, database, serveWeb: false, logger: false });
const trainStarted = performance.now();
await app.understanding.warmUp();
const dense =
  encoder.state === 'off'
    ? 'off'
    : encoder.state === 'missing' || !(await app.understanding.sentenceEmbeddingsReady())
      ? 'unavailable here'
      : `${encoder.state === 'endpoint' ? 'endpoint' : 'local'} ${encoder.model}`;
const trainSeconds = (performance.now() - trainStarted) / 1000;
// a retrain as an administrator's edit starts it, with `--load=directline` under a steady load
const retrainLines = await benchRetrain(app, database.db, acmeId, {
  expectedSeconds: trainSeconds,
  ...(arg('load') === 'directline' && {
    load: { rate: Number(arg('load-rate') ?? 100), texts: messages.map((m) => m.text) },
  }),
});
// `--thresholds=default` decides at the shipped defaults instead of the tenant's own thresholds;
// `--high=` / `--hedge=` / `--out-of-scope=` try other values
const thresholds = {
  ...(arg('thresholds') === 'default' ? DEFAULT_THRESHOLDS : {}),
  ...(arg('high') ? { high: Number(arg('high')) } : {}),
  ...(arg('hedge') ? { hedge: Number(arg('hedge')) } : {}),
  ...(arg('out-of-scope') ? { outOfScope: Number(arg('out-of-scope')) } : {}),
};
const core = createConversationCore({ db: database.db, ranker: app.understanding.ranker, thresholds });
const fitted = await app.understanding.ranker.thresholds?.(acmeId);

const questionIds = new Map(
  (
    await database.db
      .select({ id: questions.id, text: questions.text })
      .from(questions)
      .where(eq(questions.customerId, acmeId))
  ).map((q) => [q.text, q.id]),
);
const expectedIdOf = (message: TMessage) => {
  const id = message.expected === null ? null : questionIds.get(message.expected);
  if (id === undefined) throw new Error(`"${message.expected}" is not a question of the demo tenant`);
  return id;
};
const half = halfOf(messages);

if (args.includes('--fit')) {
  const samples = async (which: THalf) =>
    Promise.all(
      messages
        .filter((m) => half(m) === which)
        .map(async (m) => ({
          expected: expectedIdOf(m),
          ranked: await app.understanding.ranker.rank(acmeId, m.text),
        })),
    );
  const fit = fitShippedDecision(await samples('fit'), await samples('eval'));
  console.log(`\nthe shipped decision fitted on the fit half (${path.relative(process.cwd(), file)})`);
  console.log(`  out-of-scope score: ${JSON.stringify(fit.model)}`);
  console.log(
    `  thresholds: ${fit.thresholds ? JSON.stringify(fit.thresholds) : 'none of the grid meets the targets'}`,
  );
  if (fit.fit && fit.eval) {
    console.log(`  fit half:  ${describeFigures(fit.fit)}`);
    console.log(`  eval half: ${describeFigures(fit.eval)}`);
  }
  console.log(
    '  (the decision table alone; the run below goes through the conversation core at the shipped values)',
  );
}

const bot = { db: database.db, customerId: acmeId, core };
if (args.includes('--learn')) {
  const month = await simulateMonth(
    { ...bot, expectedIdOf, retrain: () => app.understanding.knowledgeChanged(acmeId) },
    messages,
  );
  console.log(
    `\na simulated month of use (${path.relative(process.cwd(), file)}: each meaning's phrasings in two, ` +
      `one half sent over ${MONTH.weeks} weeks, the other asked before and after; ${database.label})`,
  );
  console.log(describeMonth(month).join('\n'));
  const moved = await app.understanding.ranker.thresholds?.(acmeId);
  console.log(
    `the tenant's thresholds after the month: ${moved ? JSON.stringify(moved) : 'the shipped defaults (its evidence moved none)'}`,
  );
  const { before, after } = rightFirst(month);
  console.log(
    `\ntarget: right first time at least 15 points higher after the month: ${after - before >= 0.15 ? 'met' : 'not met'} ` +
      `(${(100 * (after - before)).toFixed(1)} points)`,
  );
  await app.close();
  await database.close();
  process.exit(0);
}
const results: TResult[] = [];
for (const [i, message] of messages.entries()) {
  const expectedId = expectedIdOf(message);
  const asked = await ask(bot, message, `bench-answers-${i}`, message.text, expectedId);
  const ranked = await app.understanding.ranker.rank(acmeId, message.text);
  results.push({
    message,
    half: half(message),
    ...asked,
    rank: ranked.findIndex((r) => r.questionId === expectedId),
    offered: asked.optionIds.length > 0,
  });
}
await app.close();
await database.close();

console.log(
  `\nemployee messages to the demo tenant (${path.relative(process.cwd(), file)}): ` +
    `${results.filter((r) => r.message.expected !== null).length} in scope, ` +
    `${results.filter((r) => r.message.expected === null).length} out of scope; real conversation core, ${database.label}, word vectors ` +
    `${config.nluEmbeddings === 'off' ? 'off' : 'on'}, signals: ${config.nluSignals}, glossary ${config.nluGlossary ? 'on' : 'off'}, ` +
    `dense: ${dense}, model ready in ${trainSeconds.toFixed(1)} s (start)`,
);
console.log(retrainLines.join('\n'));
const shown = { ...DEFAULT_THRESHOLDS, ...fitted, ...thresholds };
console.log(
  `decision thresholds: ${fitted ? "moved by the tenant's own evidence" : 'the shipped defaults'}` +
    (Object.keys(thresholds).length > 0 ? ', overridden by --thresholds/--high/--hedge/--out-of-scope' : '') +
    ` ${JSON.stringify(shown)}`,
);
printReport(results, args.includes('--list'));
