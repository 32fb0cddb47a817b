import { z } from 'zod';
import type { TOutcome } from './answers-outcome';
import type { THalf } from './answers-split';
import { percentile } from './percentile';

export const ZMessages = z.array(
  z.object({
    text: z.string().min(1),
    language: z.enum(['en', 'es', 'de', 'pt']),
    country: z.string().length(2),
    role: z.enum(['manager', 'member']),
    expected: z.string().nullable(),
    nearMiss: z.boolean().optional(),
  }),
);
export type TMessage = z.infer<typeof ZMessages>[number];

export interface TResult {
  message: TMessage;
  half: THalf;
  outcome: TOutcome;
  milliseconds: number;
  /** where the ranking put the expected question (0 first), before any threshold; -1 not at all */
  rank: number;
  /** whether questions were offered as buttons (options, or a hedged answer's alternatives) */
  offered: boolean;
  /** whether the question meant was among them */
  offeredRight: boolean;
  /** answered with a hedge */
  hedged: boolean;
}

/** The targets of the evaluation half, with the encoder off. */
const TARGETS = {
  rightFirst: 0.45,
  withinOneClick: 0.8,
  wrong: 0.04,
  neverAnswered: 0.95,
  refused: 0.7,
  rightFirstPerLanguage: 0.35,
};

const pct = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`);
const count = (rows: readonly TResult[], ...outcomes: TOutcome[]) =>
  rows.filter((r) => outcomes.includes(r.outcome)).length;
/** Answered right, or the right question one click away (an option, or a hedged answer's alternative). */
const withinOneClick = (rows: readonly TResult[]) =>
  rows.filter((r) => r.outcome === 'right' || r.offeredRight).length;
const refused = (rows: readonly TResult[]) =>
  rows.filter((r) => r.outcome === 'notUnderstood' && !r.offered).length;
const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

const COLUMNS = [
  'language',
  'n',
  'right first',
  'within one click',
  'wrong answer',
  'not understood',
  'with a hedge',
  'ranked first',
  'in top 3',
];

function printHalf(title: string, results: readonly TResult[]) {
  const inScope = results.filter((r) => r.message.expected !== null);
  const outOfScope = results.filter((r) => r.message.expected === null);
  console.log(`\n${title}: ${inScope.length} in scope, ${outOfScope.length} out of scope`);
  console.log(COLUMNS.map((h, i) => (i === 0 ? h.padEnd(10) : h.padStart(i === 1 ? 5 : 17))).join(''));
  for (const language of ['en', 'es', 'de', 'pt', 'all'] as const) {
    const rows = language === 'all' ? inScope : inScope.filter((r) => r.message.language === language);
    const cells = [
      language.padEnd(10),
      String(rows.length).padStart(5),
      pct(count(rows, 'right'), rows.length),
      pct(withinOneClick(rows), rows.length),
      pct(count(rows, 'wrong'), rows.length),
      pct(count(rows, 'notUnderstood'), rows.length),
      pct(rows.filter((r) => r.hedged).length, rows.length),
      pct(rows.filter((r) => r.rank === 0).length, rows.length),
      pct(rows.filter((r) => r.rank >= 0 && r.rank < 3).length, rows.length),
    ];
    console.log(cells.map((c, i) => (i < 2 ? c : c.padStart(17))).join(''));
  }
  const nearMisses = outOfScope.filter((r) => r.message.nearMiss);
  const answered = count(outOfScope, 'wrong');
  console.log(
    `out of scope: refused ${pct(refused(outOfScope), outOfScope.length)} ` +
      `(near misses ${pct(refused(nearMisses), nearMisses.length)} of ${nearMisses.length}), ` +
      `never answered ${pct(outOfScope.length - answered, outOfScope.length)}, answered wrongly ${answered}; ` +
      `wrong answers ${pct(count(results, 'wrong'), results.length)} of all messages`,
  );
}

/** The figures of each half, the evaluation half's targets, the latency and, with `list`, the misses. */
export function printReport(results: readonly TResult[], list: boolean) {
  printHalf(
    'fit half (the shipped thresholds were fitted on it)',
    results.filter((r) => r.half === 'fit'),
  );
  const evaluated = results.filter((r) => r.half === 'eval');
  printHalf('eval half (reported on: never fitted on)', evaluated);
  const times = results.map((r) => r.milliseconds).sort((a, b) => a - b);
  console.log(
    `\nreply latency: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
  );
  const inScope = evaluated.filter((r) => r.message.expected !== null);
  const outOfScope = evaluated.filter((r) => r.message.expected === null);
  const checks: [string, boolean][] = [
    [
      `right first time >= ${TARGETS.rightFirst * 100} %`,
      share(count(inScope, 'right'), inScope.length) >= TARGETS.rightFirst,
    ],
    [
      `right within one click >= ${TARGETS.withinOneClick * 100} %`,
      share(withinOneClick(inScope), inScope.length) >= TARGETS.withinOneClick,
    ],
    [
      `wrong answers <= ${TARGETS.wrong * 100} % of all messages`,
      share(count(evaluated, 'wrong'), evaluated.length) <= TARGETS.wrong,
    ],
    [
      `out of scope never answered >= ${TARGETS.neverAnswered * 100} %`,
      share(outOfScope.length - count(outOfScope, 'wrong'), outOfScope.length) >= TARGETS.neverAnswered,
    ],
    [
      `out of scope refused >= ${TARGETS.refused * 100} %`,
      share(refused(outOfScope), outOfScope.length) >= TARGETS.refused,
    ],
    ...(['es', 'de', 'pt'] as const).map((language): [string, boolean] => {
      const rows = inScope.filter((r) => r.message.language === language);
      return [
        `${language} right first time >= ${TARGETS.rightFirstPerLanguage * 100} %`,
        share(count(rows, 'right'), rows.length) >= TARGETS.rightFirstPerLanguage,
      ];
    }),
  ];
  console.log('\ntargets (eval half)');
  for (const [name, met] of checks) console.log(`  ${met ? 'met    ' : 'not met'}  ${name}`);
  if (!list) return;
  console.log('\nmessages not answered right first time');
  for (const r of results.filter((r) => r.outcome !== 'right' && r.message.expected !== null))
    console.log(
      `  ${r.half.padEnd(5)} ${r.outcome.padEnd(15)} ${r.message.language} ${r.message.text}  ->  ${r.message.expected}`,
    );
}
