/** the jobs table's kind of post generation jobs (here, so that its job definition and handlers name it without loading the pipeline) */
export const POST_GENERATION_KIND = 'post_generation';
