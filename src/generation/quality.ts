// The quality judges, `qualityScore`/`riskLevel` and the quality gate live in quality/; this
// is their one entry point for the rest of the service and for `npm run eval`.
export { brokenHits, DETECTORS, type Hit } from './quality/broken.js';
export { judge, type Platform } from './quality/judge.js';
export { inOtherLanguage, sentenceLanguage } from './quality/language.js';
export { assessText, judgeLines, mergeWarnings } from './quality/score.js';
export { copiedShare, norm, sentences, words } from './quality/text.js';
