/** the jobs table's kind of script jobs (here, so that its job definition and handlers name it without loading the pipeline) */
export const SCRIPT_KIND = 'script';
