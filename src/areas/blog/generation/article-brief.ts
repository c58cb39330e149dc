import type { StorySource } from '../../../generation/writing/analyze/story.js';

/** What the article is written from: the topic and, when stored, the owner's site context. */
export interface ArticleBrief {
  topic: string;
  language: string;
  /** the owner's anecdotes: the ones on the topic, in the article's language, become its lived examples */
  anecdotes?: StorySource[];
  site?: {
    name: string;
    url: string;
    audience?: string;
    positioning?: string;
    /** the site's one-line summary (its description), one of the site's own sentences an article may quote */
    summary?: string;
    brandVoice?: string;
    pillars: string[];
    proofPoints: string[];
    guidelines: string[];
    avoid: string[];
    ctaGuidance?: string;
    callToAction?: string;
  };
}

export interface ArticleDraft {
  title: string;
  description: string;
  markdown: string;
}
