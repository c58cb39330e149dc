import fs from 'node:fs';
import { seededRandom } from '../../src/generation/media/thumbnail.js';

/**
 * Writes a tiny llama-architecture GGUF (v3) model with random F32 weights: a real model for
 * llama.cpp to load and run, whose text means nothing. Its vocabulary is `<unk>`, `<s>`, `</s>`
 * and the 256 byte tokens `<0x00>`..`<0xFF>` (a SentencePiece "llama" tokenizer falls back to
 * them), so every character a JSON grammar asks for can be produced.
 *
 * One embedding dimension is the same for every token, so the output layer can lean on a few
 * tokens whatever the input: `"`, `]`, `}` and `</s>` are more likely than the rest (and `e`, `E`
 * less), which keeps
 * the random strings and arrays short and lets a grammar-held answer finish within a few hundred
 * tokens.
 */
export interface TinyModel {
  layers?: number;
  embd?: number;
  heads?: number;
  ff?: number;
  context?: number;
  seed?: number;
}

const T = { UINT32: 4, INT32: 5, FLOAT32: 6, STRING: 8, ARRAY: 9 } as const;
const GGML_F32 = 0;
const ALIGN = 32;

type Value = { u32: number } | { f32: number } | { str: string } | { strs: string[] } | { f32s: number[] } | { i32s: number[] };

class Out {
  chunks: Buffer[] = [];
  size = 0;
  push(b: Buffer) {
    this.chunks.push(b);
    this.size += b.length;
  }
  u32(n: number) {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(n);
    this.push(b);
  }
  u64(n: number) {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(n));
    this.push(b);
  }
  str(s: string) {
    const b = Buffer.from(s, 'utf8');
    this.u64(b.length);
    this.push(b);
  }
  pad() {
    const n = (ALIGN - (this.size % ALIGN)) % ALIGN;
    if (n) this.push(Buffer.alloc(n));
  }
}

function kv(out: Out, key: string, value: Value) {
  out.str(key);
  if ('u32' in value) {
    out.u32(T.UINT32);
    out.u32(value.u32);
  } else if ('f32' in value) {
    out.u32(T.FLOAT32);
    const b = Buffer.alloc(4);
    b.writeFloatLE(value.f32);
    out.push(b);
  } else if ('str' in value) {
    out.u32(T.STRING);
    out.str(value.str);
  } else if ('strs' in value) {
    out.u32(T.ARRAY);
    out.u32(T.STRING);
    out.u64(value.strs.length);
    for (const s of value.strs) out.str(s);
  } else if ('f32s' in value) {
    out.u32(T.ARRAY);
    out.u32(T.FLOAT32);
    out.u64(value.f32s.length);
    out.push(Buffer.from(new Float32Array(value.f32s).buffer));
  } else {
    out.u32(T.ARRAY);
    out.u32(T.INT32);
    out.u64(value.i32s.length);
    out.push(Buffer.from(new Int32Array(value.i32s).buffer));
  }
}

/** Writes the model to `file`; returns its size in bytes. */
export function writeTinyGguf(file: string, opts: TinyModel = {}): number {
  const layers = opts.layers ?? 2;
  const embd = opts.embd ?? 64;
  const heads = opts.heads ?? 4;
  const ff = opts.ff ?? 128;
  const context = opts.context ?? 8192;
  const rand = seededRandom(opts.seed ?? 1);
  const small = (n: number, scale = 0.02) => Float32Array.from({ length: n }, () => (rand() * 2 - 1) * scale);
  const ones = (n: number) => new Float32Array(n).fill(1);

  const tokens = ['<unk>', '<s>', '</s>', ...Array.from({ length: 256 }, (_, i) => `<0x${i.toString(16).toUpperCase().padStart(2, '0')}>`)];
  const vocab = tokens.length;
  const byteToken = (c: string) => 3 + c.charCodeAt(0);

  // token embeddings: dimension 0 is 1 for every token (the constant the output layer leans on)
  const tokEmbd = small(vocab * embd);
  for (let t = 0; t < vocab; t++) tokEmbd[t * embd] = 1;
  const output = small(vocab * embd);
  // towards ending strings, arrays and objects and the answer; away from a number's exponent (1E999 is no double)
  const leans = new Map<number, number>([
    [byteToken('"'), 0.55],
    [byteToken(']'), 0.5],
    [byteToken('}'), 0.5],
    [2, 0.6],
    [byteToken('e'), -0.8],
    [byteToken('E'), -0.8],
  ]);
  for (let t = 0; t < vocab; t++) output[t * embd] = leans.get(t) ?? 0;

  // ggml dims: ne[0] first (a row's length)
  const tensors: Array<[string, number[], Float32Array]> = [['token_embd.weight', [embd, vocab], tokEmbd]];
  for (let l = 0; l < layers; l++) {
    tensors.push(
      [`blk.${l}.attn_norm.weight`, [embd], ones(embd)],
      [`blk.${l}.attn_q.weight`, [embd, embd], small(embd * embd)],
      [`blk.${l}.attn_k.weight`, [embd, embd], small(embd * embd)],
      [`blk.${l}.attn_v.weight`, [embd, embd], small(embd * embd)],
      [`blk.${l}.attn_output.weight`, [embd, embd], small(embd * embd)],
      [`blk.${l}.ffn_norm.weight`, [embd], ones(embd)],
      [`blk.${l}.ffn_gate.weight`, [embd, ff], small(embd * ff)],
      [`blk.${l}.ffn_up.weight`, [embd, ff], small(embd * ff)],
      [`blk.${l}.ffn_down.weight`, [ff, embd], small(ff * embd)],
    );
  }
  tensors.push(['output_norm.weight', [embd], ones(embd)], ['output.weight', [embd, vocab], output]);

  const meta: Array<[string, Value]> = [
    ['general.architecture', { str: 'llama' }],
    ['general.name', { str: 'tiny random test model' }],
    ['general.alignment', { u32: ALIGN }],
    ['llama.context_length', { u32: context }],
    ['llama.embedding_length', { u32: embd }],
    ['llama.block_count', { u32: layers }],
    ['llama.feed_forward_length', { u32: ff }],
    ['llama.attention.head_count', { u32: heads }],
    ['llama.attention.head_count_kv', { u32: heads }],
    ['llama.rope.dimension_count', { u32: embd / heads }],
    ['llama.attention.layer_norm_rms_epsilon', { f32: 1e-5 }],
    ['general.file_type', { u32: 0 }],
    ['tokenizer.ggml.model', { str: 'llama' }],
    ['tokenizer.ggml.tokens', { strs: tokens }],
    ['tokenizer.ggml.scores', { f32s: tokens.map((_, i) => (i < 3 ? 0 : -1000 - i)) }],
    // 2 unknown, 3 control, 6 byte
    ['tokenizer.ggml.token_type', { i32s: tokens.map((_, i) => (i === 0 ? 2 : i < 3 ? 3 : 6)) }],
    ['tokenizer.ggml.unknown_token_id', { u32: 0 }],
    ['tokenizer.ggml.bos_token_id', { u32: 1 }],
    ['tokenizer.ggml.eos_token_id', { u32: 2 }],
  ];

  const out = new Out();
  out.push(Buffer.from('GGUF', 'ascii'));
  out.u32(3);
  out.u64(tensors.length);
  out.u64(meta.length);
  for (const [key, value] of meta) kv(out, key, value);
  let offset = 0;
  for (const [name, dims, data] of tensors) {
    out.str(name);
    out.u32(dims.length);
    for (const d of dims) out.u64(d);
    out.u32(GGML_F32);
    out.u64(offset);
    offset += Math.ceil(data.byteLength / ALIGN) * ALIGN;
  }
  out.pad();
  for (const [, , data] of tensors) {
    out.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    out.pad();
  }
  const bytes = Buffer.concat(out.chunks);
  fs.writeFileSync(file, bytes);
  return bytes.length;
}
