/**
 * NLP.js (the starting point the design named) wrapped for the benchmark only, so its figures can
 * be printed beside ours. It ships no types, hence the narrow hand-written shape below.
 */
import { createRequire } from 'node:module';

type TNlpjsResult = { classifications?: { intent: string; score: number }[] };
type TNlpjs = {
  use(plugin: unknown): void;
  addLanguage(locale: string): void;
  addDocument(locale: string, text: string, intent: string): void;
  train(): Promise<void>;
  process(locale: string, text: string): Promise<TNlpjsResult>;
  export(minified?: boolean): string;
};

export type TNlpjsBaseline = {
  classify(text: string): Promise<{ intent: string; score: number }[]>;
  exportJson(): string;
};

const require = createRequire(import.meta.url);

export async function trainNlpjsBaseline(
  examples: [string, string][],
  outOfScope: string[],
): Promise<TNlpjsBaseline> {
  const { Nlp } = require('@nlpjs/nlp') as { Nlp: new (settings: object) => TNlpjs };
  const { LangEn } = require('@nlpjs/lang-en-min') as { LangEn: unknown };
  const nlp = new Nlp({
    autoSave: false,
    autoLoad: false,
    nlu: { log: false },
  });
  nlp.use(LangEn);
  nlp.addLanguage('en');
  for (const [text, intent] of examples) nlp.addDocument('en', text, intent);
  for (const text of outOfScope) nlp.addDocument('en', text, 'None');
  await nlp.train();
  return {
    classify: async (text) => (await nlp.process('en', text)).classifications ?? [],
    exportJson: () => nlp.export(true),
  };
}
