/**
 * `npm run bench:nlu [file.json] [--no-nlpjs] [--embeddings=off|table.bin]`: trains the intent classifier on the CLINC150 train
 * split with its out-of-scope training queries and reports on the validation split the two figures of
 * Larson et al. 2019 (Table 2): in-scope accuracy and out-of-scope recall, plus training time,
 * classification latency and model size. Another file of the same shape can be passed instead.
 * Nothing is chosen on the evaluation split: the threshold comes from a held-out slice of train.
 * The model uses the word vectors the server uses (embedding-table.ts, built under ./data on first
 * use); `--embeddings=off` trains without them, `--embeddings=table.bin` with another table.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { z } from 'zod';
import { NONE_INTENT } from '../src/bot/nlu/intent-model';
import type { TIntentModel } from '../src/bot/nlu/model-parts';
import { trainInWorker } from '../src/bot/nlu/training-pool';
import { openEmbeddings, readEmbeddingTable } from '../src/bot/nlu/embedding-table';
import { DEFAULT_EMBEDDING, type TEmbeddingOptions } from '../src/bot/nlu/featurizer';
import { trainNlpjsBaseline } from '../src/bot/nlu/nlpjs-baseline';
import { percentile } from './percentile';

const OOS = 'oos';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const defaultFile = path.resolve(repoRoot, '..', 'shared', 'data', 'clinc150', 'train_val.json');
const ZPairs = z.array(z.tuple([z.string(), z.string()]));
const ZDataset = z.record(z.string(), ZPairs);

type TScores = { intent: string; score: number }[];
type TClassifier = { classify(text: string): TScores | Promise<TScores> };
type TRow = {
  name: string;
  inScopeAccuracy: number;
  oosRecall: number;
  trainSeconds: number;
  p50: number;
  p99: number;
  sizeMb: number;
};

/** oos when the top intent is None or its score is under the threshold. */
async function predict(model: TClassifier, threshold: number, text: string) {
  const top = (await model.classify(text))[0];
  return !top || top.intent === NONE_INTENT || top.score < threshold ? OOS : top.intent;
}

async function evaluate(
  model: TClassifier,
  threshold: number,
  inScope: [string, string][],
  oos: [string, string][],
) {
  let correct = 0;
  let rejected = 0;
  for (const [text, intent] of inScope) if ((await predict(model, threshold, text)) === intent) correct++;
  for (const [text] of oos) if ((await predict(model, threshold, text)) === OOS) rejected++;
  return {
    inScopeAccuracy: correct / inScope.length,
    oosRecall: oos.length === 0 ? NaN : rejected / oos.length,
  };
}

async function latency(model: TClassifier, texts: string[]) {
  for (let i = 0; i < 300; i++) await model.classify(texts[i % texts.length]!); // warm-up
  const times: number[] = [];
  for (const text of texts) {
    const t0 = performance.now();
    await model.classify(text);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

const pct = (x: number) => (Number.isNaN(x) ? '   n/a' : `${(x * 100).toFixed(1).padStart(5)}%`);

function printRows(rows: TRow[]) {
  console.log(`${'model'.padEnd(26)} in-scope acc  oos recall  train s  p50 ms  p99 ms  size MB`);
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(26)} ${pct(r.inScopeAccuracy).padStart(12)}  ${pct(r.oosRecall).padStart(10)}  ` +
        `${r.trainSeconds.toFixed(1).padStart(7)}  ${r.p50.toFixed(2).padStart(6)}  ` +
        `${r.p99.toFixed(2).padStart(6)}  ${r.sizeMb.toFixed(1).padStart(7)}`,
    );
  }
}

/** The settings come from the train split only: say which rule picked the threshold, on what. */
function describeCalibration(model: TIntentModel) {
  const c = model.calibration;
  if (!c) return `askhr threshold ${model.threshold}: not calibrated.`;
  const held = `${c.heldOutInScope} in-scope + ${c.heldOutOutOfScope} oos queries held out of train`;
  const rule =
    c.rule === 'oos-recall-floor'
      ? 'lowest threshold whose held-out oos recall reaches the floor'
      : c.rule === 'max-in-scope-loss'
        ? 'highest threshold costing at most the allowed held-out in-scope accuracy'
        : c.rule;
  return (
    `askhr threshold t=${c.threshold} chosen on ${held} (probe model trained on the rest of train),\n` +
    `rule: ${rule}; held-out in-scope acc ${pct(c.inScopeAccuracy).trim()}, ` +
    `oos recall ${pct(c.oosRecall).trim()}. Then retrained on all of train.\n` +
    `Features and SGD settings were fixed beforehand on held-out slices of train (see featurizer.ts,\n` +
    `linear-trainer.ts); the evaluation split below only reports.`
  );
}

async function main() {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--')) ?? defaultFile;
  const data = ZDataset.parse(JSON.parse(readFileSync(file, 'utf8')));
  const trainSet = data.train ?? [];
  const oosTrain = (data.oos_train ?? []).map(([text]) => text);
  const evalSplit = ['val', 'test'].find((k) => data[k]) ?? 'val';
  const evalIn = data[evalSplit] ?? [];
  const evalOos = data[`oos_${evalSplit}`] ?? [];
  console.log(
    `${path.relative(repoRoot, file)}: train ${trainSet.length} + oos_train ${oosTrain.length}; ` +
      `evaluating on ${evalSplit} ${evalIn.length} + oos_${evalSplit} ${evalOos.length}`,
  );
  const evalTexts = [...evalIn, ...evalOos].map(([text]) => text);
  const embeddingArg = args.find((a) => a.startsWith('--embeddings='))?.slice('--embeddings='.length);
  let embeddings: TEmbeddingOptions | undefined;
  if (embeddingArg !== 'off') {
    const heapBefore = process.memoryUsage();
    const t = performance.now();
    embeddings = embeddingArg
      ? { table: readEmbeddingTable(embeddingArg), ...DEFAULT_EMBEDDING }
      : await openEmbeddings(path.join(repoRoot, 'data'));
    const loadMs = performance.now() - t;
    const heapAfter = process.memoryUsage();
    const mb = (k: 'heapUsed' | 'arrayBuffers' | 'rss') => ((heapAfter[k] - heapBefore[k]) / 1e6).toFixed(0);
    if (embeddings)
      console.log(
        `word vectors: ${embeddings.table.index.size} words x ${embeddings.table.dims} dims, ` +
          `ready in ${loadMs.toFixed(0)} ms (+${mb('heapUsed')} MB heap, +${mb('arrayBuffers')} MB array buffers, ` +
          `+${mb('rss')} MB rss)`,
      );
  }
  const rows: TRow[] = [];
  const sweep: string[] = [];

  // trained the way the server does it, watching how long the event loop is held at a time
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  let t0 = performance.now();
  const { model }: { model: TIntentModel } = await trainInWorker(
    { examples: trainSet.map(([text, intent]) => ({ text, intent })), outOfScope: oosTrain },
    embeddings,
  );
  const trainSeconds = (performance.now() - t0) / 1000;
  loopDelay.disable();
  const sizeMb = Buffer.byteLength(JSON.stringify(model.serialize())) / 1e6;
  rows.push({
    name: `askhr tfidf${embeddings ? '+emb' : ''}+SVM (t=${model.threshold})`,
    ...(await evaluate(model, model.threshold, evalIn, evalOos)),
    trainSeconds,
    ...(await latency(model, evalTexts)),
    sizeMb,
  });

  for (const threshold of [0, 0.1, 0.2, 0.3]) {
    const figures = await evaluate(model, threshold, evalIn, evalOos);
    sweep.push(`t=${threshold}: ${pct(figures.inScopeAccuracy)} / ${pct(figures.oosRecall)}`);
  }
  const maxBlockMs = loopDelay.max / 1e6;

  if (!args.includes('--no-nlpjs')) {
    t0 = performance.now();
    const nlpjs = await trainNlpjsBaseline(trainSet, oosTrain);
    const nlpjsSeconds = (performance.now() - t0) / 1000;
    const nlpjsSize = Buffer.byteLength(nlpjs.exportJson()) / 1e6;
    const nlpjsLatency = await latency(nlpjs, evalTexts);
    for (const threshold of [0, 0.5, 0.7]) {
      rows.push({
        name: `NLP.js (t=${threshold})`,
        ...(await evaluate(nlpjs, threshold, evalIn, evalOos)),
        trainSeconds: nlpjsSeconds,
        ...nlpjsLatency,
        sizeMb: nlpjsSize,
      });
    }
  }
  printRows(rows);
  console.log(describeCalibration(model));
  console.log(`Longest event-loop block while training: ${maxBlockMs.toFixed(0)} ms.`);
  console.log(`For reference only (not used to choose anything), askhr in-scope acc / oos recall on`);
  console.log(`${evalSplit} at other thresholds: ${sweep.join(', ')}`);
}

await main();
