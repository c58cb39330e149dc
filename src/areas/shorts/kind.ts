/** the jobs table's kind of short jobs (here, so that its job definition and handlers name it without loading the pipeline) */
export const SHORT_KIND = 'short';
