/**
 * Tests only: a tiny sentence encoder laid out as transformers.js reads a local model, and a fake
 * model hub serving it, so the local encoder's tests need no network. The model is BERT-shaped where
 * the loader looks (input_ids and attention_mask in, last_hidden_state [batch, sequence, dimensions]
 * out) and is one Gather over an embedding table whose rows are the fake meanings of
 * embeddings-test-kit.ts: the mean of a sentence's rows points where `fakeVector` of it points.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { FAKE_MEANINGS, fakeVector } from './embeddings';

/** The few bytes of ONNX's protobuf encoding this model needs (onnx.proto's field numbers). */
const encoder = new TextEncoder();
function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest > 127) {
    bytes.push((rest & 127) | 128);
    rest = Math.floor(rest / 128);
  }
  bytes.push(rest);
  return bytes;
}
const join = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));
const int = (field: number, value: number) => Uint8Array.from([...varint(field << 3), ...varint(value)]);
const bytes = (field: number, value: Uint8Array) =>
  join(Uint8Array.from([...varint((field << 3) | 2), ...varint(value.length)]), value);
const text = (field: number, value: string) => bytes(field, encoder.encode(value));
const message = (field: number, ...parts: Uint8Array[]) => bytes(field, join(...parts));

const FLOAT = 1;
const INT64 = 7;
const ATTRIBUTE_INT = 2;
/** TensorShapeProto.Dimension: a size, or a name for a size given at run time. */
const dimension = (size: number | string) =>
  message(1, typeof size === 'number' ? int(1, size) : text(2, size));
/** ValueInfoProto { name, type: TypeProto { tensor_type { elem_type, shape } } } */
const valueInfo = (field: number, name: string, type: number, shape: (number | string)[]) =>
  message(field, text(1, name), message(2, message(1, int(1, type), message(2, ...shape.map(dimension)))));

/** ModelProto of `last_hidden_state = Gather(table, input_ids)`, attention_mask taken as BERT takes it. */
export function tinyOnnxModel(table: Float32Array, words: number, dimensions: number): Uint8Array {
  const gather = message(
    1,
    text(1, 'table'),
    text(1, 'input_ids'),
    text(2, 'last_hidden_state'),
    text(3, 'embed'),
    text(4, 'Gather'),
    message(5, text(1, 'axis'), int(3, 0), int(20, ATTRIBUTE_INT)),
  );
  const initializer = message(
    5,
    int(1, words),
    int(1, dimensions),
    int(2, FLOAT),
    text(8, 'table'),
    bytes(9, new Uint8Array(table.buffer, table.byteOffset, table.byteLength)),
  );
  const graph = join(
    gather,
    text(2, 'tiny-encoder'),
    initializer,
    valueInfo(11, 'input_ids', INT64, ['batch', 'sequence']),
    valueInfo(11, 'attention_mask', INT64, ['batch', 'sequence']),
    valueInfo(12, 'last_hidden_state', FLOAT, ['batch', 'sequence', dimensions]),
  );
  // ir_version 8, opset 13
  return join(int(1, 8), text(2, 'askhr-tests'), message(7, graph), message(8, text(1, ''), int(2, 13)));
}

const SPECIAL = ['[PAD]', '[UNK]', '[CLS]', '[SEP]'] as const;

/**
 * Writes the tiny model as `root/<model>/…`: WordPiece over the fake meanings' words and `words`,
 * every other word [UNK]. [PAD]'s row points at bicycles, far from any sentence's own direction: a
 * pooling that counted padding would move a padded sentence's vector.
 */
export function writeTinyEncoder(root: string, model: string, words: readonly string[] = []) {
  const vocabulary = [
    ...new Set([...SPECIAL, ...FAKE_MEANINGS.flat(), ...words.map((w) => w.toLowerCase())]),
  ];
  const dimensions = fakeVector('x').length;
  const table = new Float32Array(vocabulary.length * dimensions);
  vocabulary.forEach((word, row) => {
    const vector =
      word === '[PAD]'
        ? [5, ...new Array<number>(dimensions - 1).fill(0)]
        : (SPECIAL as readonly string[]).includes(word)
          ? fakeVector('')
          : fakeVector(word);
    table.set(vector, row * dimensions);
  });
  const dir = path.join(root, model);
  const write = (file: string, content: string | Uint8Array) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  write('onnx/model_quantized.onnx', tinyOnnxModel(table, vocabulary.length, dimensions));
  write('config.json', JSON.stringify({ model_type: 'bert', hidden_size: dimensions }));
  write(
    'tokenizer_config.json',
    JSON.stringify({
      tokenizer_class: 'BertTokenizer',
      model_max_length: 128,
      do_lower_case: true,
      pad_token: '[PAD]',
      unk_token: '[UNK]',
      cls_token: '[CLS]',
      sep_token: '[SEP]',
    }),
  );
  write(
    'tokenizer.json',
    JSON.stringify({
      version: '1.0',
      truncation: null,
      padding: null,
      added_tokens: SPECIAL.map((content, id) => ({
        id,
        content,
        single_word: false,
        lstrip: false,
        rstrip: false,
        normalized: false,
        special: true,
      })),
      normalizer: {
        type: 'BertNormalizer',
        clean_text: true,
        handle_chinese_chars: true,
        strip_accents: false,
        lowercase: true,
      },
      pre_tokenizer: { type: 'BertPreTokenizer' },
      post_processor: { type: 'BertProcessing', sep: ['[SEP]', 3], cls: ['[CLS]', 2] },
      decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
      model: {
        type: 'WordPiece',
        unk_token: '[UNK]',
        continuing_subword_prefix: '##',
        max_input_chars_per_word: 100,
        vocab: Object.fromEntries(vocabulary.map((word, id) => [word, id])),
      },
    }),
  );
  return { dir, dimensions };
}

/**
 * A model hub on a local port serving the models under `root` as the Hugging Face Hub does
 * (`/<model>/resolve/main/<file>`), recording each path asked for. `silent` accepts connections and
 * never answers, as a black-holed network does.
 */
export async function startFakeHub(root: string) {
  const requests: string[] = [];
  let mode: 'ok' | 'silent' = 'ok';
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (mode === 'silent') return;
    const match = /^\/(.+)\/resolve\/main\/(.+)$/.exec(req.url ?? '');
    const file = match && path.join(root, decodeURIComponent(match[1]!), decodeURIComponent(match[2]!));
    if (!file || !file.startsWith(root) || !fs.existsSync(file)) {
      res.writeHead(404).end('Entry not found');
      return;
    }
    res.writeHead(200, { 'content-length': fs.statSync(file).size });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    remoteHost: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    requests,
    setMode(next: typeof mode) {
      mode = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An address where nothing listens: a port just given back. */
export async function closedPortHost() {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/`;
}
