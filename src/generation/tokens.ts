import { gptTokenizer } from '../on-demand.js';

/** Tokens of `text` as an OpenAI model counts them (o200k encoding). */
export function countTokens(text: string): number {
  return text ? gptTokenizer().encode(text).length : 0;
}
