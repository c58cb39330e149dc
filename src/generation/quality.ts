// The quality judges, `qualityScore`/`riskLevel` and the quality gate live in quality/; this
// is their one entry point for the rest of the service and for `npm run eval`.
export { brokenHits, DETECTORS, type Hit } from './quality/broken.js';
export { describeVerdict, fails, judge, LENGTH_RANGES, textLanguage, type JudgeOptions, type Platform, type Verdict } from './quality/judge.js';
export { inOtherLanguage, JUDGED_LANGUAGES, sentenceLanguage } from './quality/language.js';
export { assessRisk, type Risk } from './quality/risk.js';
export { assessText, judgeLines, mergeWarnings, type AssessOptions, type Assessment } from './quality/score.js';
export { copiedShare, norm, sentences, words } from './quality/text.js';
