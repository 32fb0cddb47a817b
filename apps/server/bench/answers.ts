/**
 * `npm run bench:answers [-- --file=messages.json] [--embeddings=off] [--signals=classifier|search|both]
 * [--glossary=off] [--thresholds=default] [--list] [--load=directline] [--load-rate=100]`: the demo
 * knowledge base asked the way employees ask. Each message of the file goes through the real conversation core, as an
 * employee of its country and role, on a freshly seeded demo with the tenant's model trained as the
 * server trains it; what the employee got is judged as they meet it (answers-outcome.ts) and printed
 * per language, with the out-of-scope messages apart and the reply latency; `--list` adds each
 * message not answered right at once; then the retrain, `--load=directline` while the process
 * answers Direct Line at `--load-rate` messages a second (retrain-load.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { BOT_ROLES } from '@askhr/shared/bot/bot.constants';
import { DEFAULT_THRESHOLDS } from '@askhr/shared/bot/bot-decision';
import { ZBotButtonValue } from '@askhr/shared/bot/bot.schemas';
import { buildApp } from '../src/app';
import { createConversationCore } from '../src/bot/core/conversation-core';
import { parseConfig } from '../src/config';
import { prepareDatabase } from '../src/db/prepare';
import { botUsers, questions, utterances } from '../src/db/schema';
import { seedDemoIfEmpty } from '../src/demo/seed/demo';
import { outcomeOf, type TOutcome } from './answers-outcome';
import { openBenchDatabase } from './bench-database';
import { percentile } from './percentile';
import { benchRetrain } from './retrain-load';

const here = path.dirname(fileURLToPath(import.meta.url));
const ZMessages = z.array(
  z.object({
    text: z.string().min(1),
    language: z.enum(['en', 'es', 'de', 'pt']),
    country: z.string().length(2),
    role: z.enum(['manager', 'member']),
    expected: z.string().nullable(),
    nearMiss: z.boolean().optional(),
  }),
);
type TMessage = z.infer<typeof ZMessages>[number];

const TARGETS = {
  rightFirst: 0.6,
  withinOneClick: 0.9,
  wrong: 0.03,
  refused: 0.9,
  rightFirstPerLanguage: 0.5,
};

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
});
const database = await openBenchDatabase();
await prepareDatabase(database);
const acmeId = (await seedDemoIfEmpty(database.db))!.tenants[0]!.id;
const app = await buildApp({ config, database, serveWeb: false, logger: false });
const trainStarted = performance.now();
await app.understanding.warmUp();
const trainSeconds = (performance.now() - trainStarted) / 1000;
// a retrain as an administrator's edit starts it, with `--load=directline` under a steady load
const retrainLines = await benchRetrain(app, database.db, acmeId, {
  expectedSeconds: trainSeconds,
  ...(arg('load') === 'directline' && {
    load: { rate: Number(arg('load-rate') ?? 100), texts: messages.map((m) => m.text) },
  }),
});
// `--thresholds=default` decides at the fixed defaults instead of the tenant's fitted thresholds;
// `--low=` / `--high=` try other values
const thresholds = {
  ...(arg('thresholds') === 'default' ? DEFAULT_THRESHOLDS : {}),
  ...(arg('low') ? { low: Number(arg('low')) } : {}),
  ...(arg('high') ? { high: Number(arg('high')) } : {}),
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

async function lastLogged(channelUserId: string) {
  const [row] = await database.db
    .select({ reasonId: utterances.reasonId, returnedQuestionId: utterances.returnedQuestionId })
    .from(utterances)
    .innerJoin(botUsers, eq(botUsers.id, utterances.botUserId))
    .where(and(eq(botUsers.customerId, acmeId), eq(botUsers.channelUserId, channelUserId)))
    .orderBy(desc(utterances.id))
    .limit(1);
  return row!;
}

interface TResult {
  message: TMessage;
  outcome: TOutcome;
  milliseconds: number;
  /** where the ranking put the expected question (0 first), before any threshold; -1 not at all */
  rank: number;
  /** whether questions were offered as buttons */
  offered: boolean;
}

const results: TResult[] = [];
for (const [i, message] of messages.entries()) {
  const expectedId = message.expected === null ? null : questionIds.get(message.expected);
  if (expectedId === undefined) throw new Error(`"${message.expected}" is not a question of the demo tenant`);
  const channelUserId = `bench-answers-${i}`;
  const started = performance.now();
  const replies = await core.handle({
    user: {
      customerId: acmeId,
      channel: 'directline',
      channelUserId,
      countryCode: message.country,
      roleId: message.role === 'manager' ? BOT_ROLES.peopleManager : BOT_ROLES.teamMember,
    },
    conversationId: `bench-answers-${i}`,
    text: message.text,
  });
  const milliseconds = performance.now() - started;
  const optionIds = replies.flatMap((r) =>
    (r.buttons ?? []).flatMap((b) => {
      const value = ZBotButtonValue.safeParse(b.value);
      return value.success && value.data.kind === 'choose' ? [value.data.questionId] : [];
    }),
  );
  const outcome = outcomeOf({ ...(await lastLogged(channelUserId)), optionIds }, expectedId);
  const ranked = await app.understanding.ranker.rank(acmeId, message.text);
  const rank = ranked.findIndex((r) => r.questionId === expectedId);
  results.push({ message, outcome, milliseconds, rank, offered: optionIds.length > 0 });
}
await app.close();
await database.close();

const pct = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`);
const count = (rows: TResult[], ...outcomes: TOutcome[]) =>
  rows.filter((r) => outcomes.includes(r.outcome)).length;
const inScope = results.filter((r) => r.message.expected !== null);
const outOfScope = results.filter((r) => r.message.expected === null);

console.log(
  `\nemployee messages to the demo tenant (${path.relative(process.cwd(), file)}): ${inScope.length} in scope, ` +
    `${outOfScope.length} out of scope; real conversation core, ${database.label}, word vectors ` +
    `${config.nluEmbeddings === 'off' ? 'off' : 'on'}, signals: ${config.nluSignals}, glossary ${config.nluGlossary ? 'on' : 'off'}, model ready in ${trainSeconds.toFixed(1)} s (start)`,
);
console.log(retrainLines.join('\n'));
const shown = { ...fitted, ...thresholds };
console.log(
  `decision thresholds: ${fitted ? "fitted on the tenant's data" : 'defaults'}` +
    (Object.keys(thresholds).length > 0 ? ', overridden by --thresholds/--low/--high' : '') +
    (Object.keys(shown).length > 0 ? ` ${JSON.stringify(shown)}` : '') +
    '\n',
);
const header = [
  'language',
  'n',
  'right first',
  'within one click',
  'wrong answer',
  'not understood',
  'ranked first',
  'in top 3',
];
console.log(header.map((h, i) => (i === 0 ? h.padEnd(10) : h.padStart(i === 1 ? 5 : 17))).join(''));
for (const language of ['en', 'es', 'de', 'pt', 'all'] as const) {
  const rows = language === 'all' ? inScope : inScope.filter((r) => r.message.language === language);
  const cells = [
    language.padEnd(10),
    String(rows.length).padStart(5),
    pct(count(rows, 'right'), rows.length),
    pct(count(rows, 'right', 'rightInOptions'), rows.length),
    pct(count(rows, 'wrong'), rows.length),
    pct(count(rows, 'notUnderstood'), rows.length),
    pct(rows.filter((r) => r.rank === 0).length, rows.length),
    pct(rows.filter((r) => r.rank >= 0 && r.rank < 3).length, rows.length),
  ];
  console.log(cells.map((c, i) => (i < 2 ? c : c.padStart(17))).join(''));
}
const nearMisses = outOfScope.filter((r) => r.message.nearMiss);
const refused = (rows: TResult[]) => rows.filter((r) => r.outcome === 'notUnderstood' && !r.offered).length;
console.log(
  `\nout of scope: ${outOfScope.length}, refused ${pct(refused(outOfScope), outOfScope.length)} ` +
    `(near misses ${pct(refused(nearMisses), nearMisses.length)} of ${nearMisses.length}), ` +
    `questions offered instead ${outOfScope.filter((r) => r.offered).length}, answered wrongly ${count(outOfScope, 'wrong')}`,
);
const times = results.map((r) => r.milliseconds).sort((a, b) => a - b);
console.log(
  `reply latency: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
);

const wrongAll = count(results, 'wrong') / results.length;
const checks: [string, boolean][] = [
  [
    `right first time >= ${TARGETS.rightFirst * 100} %`,
    count(inScope, 'right') / inScope.length >= TARGETS.rightFirst,
  ],
  [
    `right within one click >= ${TARGETS.withinOneClick * 100} %`,
    count(inScope, 'right', 'rightInOptions') / inScope.length >= TARGETS.withinOneClick,
  ],
  [
    `wrong answers <= ${TARGETS.wrong * 100} % of all messages (${pct(count(results, 'wrong'), results.length)})`,
    wrongAll <= TARGETS.wrong,
  ],
  [
    `out of scope refused >= ${TARGETS.refused * 100} %`,
    refused(outOfScope) / outOfScope.length >= TARGETS.refused,
  ],
  ...(['es', 'de', 'pt'] as const).map((language): [string, boolean] => {
    const rows = inScope.filter((r) => r.message.language === language);
    return [
      `${language} right first time >= ${TARGETS.rightFirstPerLanguage * 100} %`,
      count(rows, 'right') / rows.length >= TARGETS.rightFirstPerLanguage,
    ];
  }),
];
console.log('\ntargets');
for (const [name, met] of checks) console.log(`  ${met ? 'met    ' : 'not met'}  ${name}`);
if (args.includes('--list')) {
  console.log('\nmessages not answered right first time');
  for (const r of results.filter((r) => r.outcome !== 'right' && r.message.expected !== null))
    console.log(
      `  ${r.outcome.padEnd(15)} ${r.message.language} ${r.message.text}  ->  ${r.message.expected}`,
    );
}
