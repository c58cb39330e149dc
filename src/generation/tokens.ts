import { encode } from 'gpt-tokenizer';

/** Tokens of `text` as an OpenAI model counts them (o200k encoding). */
export function countTokens(text: string): number {
  return text ? encode(text).length : 0;
}
