/** the jobs table's kind of carousel generation jobs (here, so that the media area reads it without loading the pipeline) */
export const CAROUSEL_GENERATION_KIND = 'carousel_generation';
