/** the jobs table's kind of YouTube suggestion runs (here, so that its job definition and handlers name it without loading the pipeline) */
export const YOUTUBE_SUGGESTIONS_KIND = 'youtube_suggestions';
