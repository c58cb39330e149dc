/** the jobs table's kind of B-roll jobs (here, so that its job definition, handlers and the media area name it without loading the pipeline) */
export const BROLL_KIND = 'broll';
