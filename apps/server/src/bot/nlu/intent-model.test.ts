import { describe, expect, it } from 'vitest';
import { NONE_INTENT, train, trainAsync, type TIntentExample } from './intent-model';
import { decodeCodes, encodeInt8 } from './model-codec';
import { deserialize } from './model-parts';
import { parseEmbeddingTable } from './featurizer';

const examples: TIntentExample[] = [
  ['¿Cuántos días de vacaciones tengo?', 'vacation'],
  ['Quiero pedir vacaciones en agosto', 'vacation'],
  ['Wie viele Urlaubstage habe ich noch?', 'vacation'],
  ['Ich möchte Urlaub beantragen', 'vacation'],
  ['Quantos dias de férias eu tenho?', 'vacation'],
  ['How many vacation days do I have left?', 'vacation'],
  ['¿Cuándo pagan la nómina?', 'payroll'],
  ['No he recibido mi nómina este mes', 'payroll'],
  ['Wann wird das Gehalt überwiesen?', 'payroll'],
  ['Meine Gehaltsabrechnung fehlt', 'payroll'],
  ['Quando recebo o salário?', 'payroll'],
  ['When is payday this month?', 'payroll'],
  ['Necesito un certificado de trabajo', 'certificate'],
  ['Ich brauche eine Arbeitsbescheinigung', 'certificate'],
  ['Preciso de uma declaração de trabalho', 'certificate'],
  ['Can I get an employment certificate?', 'certificate'],
].map(([text, intent]) => ({ text: text!, intent: intent! }));

const outOfScope = [
  'what is the weather tomorrow',
  'tell me a joke',
  'who won the football match',
  'wie spät ist es',
  'recomiéndame una película',
];

describe('intent model', () => {
  const model = train(examples, { outOfScope });

  it.each([
    ['cuantos dias de vacaciones me quedan', 'vacation'],
    ['Urlaub beantragen bitte', 'vacation'],
    ['não recebi o salário', 'payroll'],
    ['wann kommt mein Gehalt', 'payroll'],
    ['certificado de trabajo por favor', 'certificate'],
  ])('classifies %s as %s', (text, intent) => {
    const [top] = model.classify(text);
    expect(top?.intent).toBe(intent);
    expect(top!.score).toBeGreaterThanOrEqual(model.threshold);
  });

  it('returns at most five scores, best first', () => {
    const scores = model.classify('vacaciones');
    expect(scores.length).toBeLessThanOrEqual(5);
    const values = scores.map((s) => s.score);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('scores an out-of-scope query low or as None', () => {
    for (const text of ['what is the capital of mongolia', 'xyzzy plugh']) {
      const [top] = model.classify(text);
      const isRejected = top!.intent === NONE_INTENT || top!.score < model.threshold;
      expect(isRejected, `${text}: ${JSON.stringify(top)}`).toBe(true);
    }
  });

  it('scores unseen words low even without out-of-scope examples', () => {
    const plain = train(examples);
    const known = plain.classify('Urlaub beantragen')[0]!.score;
    const unknown = plain.classify('zqx wvv kjh')[0]?.score ?? 0;
    expect(unknown).toBeLessThan(0.05);
    expect(known).toBeGreaterThan(unknown);
  });

  it('round-trips through JSON with identical scores', () => {
    const restored = deserialize(JSON.parse(JSON.stringify(model.serialize())));
    expect(restored.threshold).toBe(model.threshold);
    for (const text of ['vacaciones en agosto', 'Gehalt', 'hello there']) {
      expect(restored.classify(text)).toEqual(model.classify(text));
    }
  });

  it('stores its weights deflated, and reads a model stored before they were (version 2)', () => {
    const stored = model.serialize();
    const codes = model.serialize().codes;
    const raw = encodeInt8(decodeCodes(codes, 3));
    expect(codes.length).toBeLessThan(raw.length);
    const older = deserialize({ ...stored, version: 2, codes: raw });
    for (const text of ['vacaciones en agosto', 'Gehalt', 'hello there'])
      expect(older.classify(text)).toEqual(model.classify(text));
  });

  it('trains the same model asynchronously', async () => {
    const asyncModel = await trainAsync(examples, { outOfScope });
    expect(asyncModel.classify('mi nómina')).toEqual(model.classify('mi nómina'));
  });

  it('handles an empty training set', () => {
    expect(train([]).classify('anything')).toEqual([]);
  });

  it('rejects a corrupt serialized model', () => {
    const broken = { ...model.serialize(), bias: '' };
    expect(() => deserialize(broken)).toThrow();
  });

  it('adds a dense block of word vectors and round-trips it with its table', () => {
    // a tiny table in the binary format: words joined by newlines, then float32 vectors
    const words = ['vacaciones', 'urlaub', 'gehalt', 'nomina', 'certificado'];
    const wordBytes = Buffer.from(words.join('\n'));
    const header = Buffer.alloc(12);
    header.writeUInt32LE(words.length, 0);
    header.writeUInt32LE(4, 4);
    header.writeUInt32LE(wordBytes.length, 8);
    const pad = Buffer.alloc((4 - ((12 + wordBytes.length) % 4)) % 4);
    const vectors = Float32Array.from([1, 0, 0, 0, 1, 0.1, 0, 0, 0, 1, 0, 0, 0, 1, 0.1, 0, 0, 0, 1, 0]);
    const table = parseEmbeddingTable(Buffer.concat([header, wordBytes, pad, Buffer.from(vectors.buffer)]));
    expect(table.index.get('gehalt')).toBe(2);
    const embeddings = { table, weight: 1.5 };
    const withVectors = train(examples, { outOfScope, embeddings });
    expect(withVectors.classify('urlaub')[0]?.intent).toBe('vacation');
    const json = JSON.parse(JSON.stringify(withVectors.serialize()));
    expect(() => deserialize(json)).toThrow();
    const restored = deserialize(json, table);
    for (const text of ['vacaciones en agosto', 'Gehalt', 'hello there']) {
      expect(restored.classify(text)).toEqual(withVectors.classify(text));
    }
  });
});
