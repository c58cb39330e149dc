/**
 * What a site recap says in one language: the offline site-recap composer (src/areas/blog/generation)
 * fills every slot with the site's own material.
 */
export type ImageryKind = 'minimal' | 'photos' | 'illustrations' | 'mixed';
export type VoiceTrait = 'direct' | 'warm' | 'enthusiastic' | 'concise' | 'detailed' | 'conversational' | 'formal' | 'informal' | 'playful' | 'measured';

export interface SitePhrases {
  offer(list: string): string;
  audienceFallback(topics: string): string;
  summaryFallback(name: string): string;
  traits: Record<VoiceTrait, string>;
  voiceNote: { you: string; formal: string; informal: string; we: string };
  /** article ideas on a topic (`t.start` opens a sentence, `t.mid` goes inside one) */
  seo: Array<(t: { start: string; mid: string }, audience: string) => string>;
  writeIn(languageName: string): string;
  address: { you: string; formal: string; informal: string; none: string };
  sentenceLength(words: number): string;
  structure: string;
  proof(example: string): string;
  vocabulary(terms: string): string;
  brandName(name: string): string;
  cta(cta: string, name: string): string;
  ctaFallback(name: string): string;
  avoid: string[];
  avoidExclamations: string;
  avoidAddress: { formal: string; informal: string };
  imagery: Record<ImageryKind, string>;
  cover: { palette(list: string): string; style(imagery: string): string; type(font: string): string; logo(background: string): string; space: string };
  backgrounds: { light: string; dark: string };
  avoidVisuals: string[];
  avoidVisualsFor: Record<ImageryKind, string>;
}
