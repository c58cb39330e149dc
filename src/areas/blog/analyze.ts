import type { components } from '../../generated/openapi.js';
import type { Deps } from '../../deps.js';
import { crawlSite } from './analysis/crawl.js';
import { extractSite } from './analysis/material.js';
import { parseSiteUrl } from '../../net/address.js';
import { SiteFetcher } from '../../net/fetcher.js';
import { settleNotFound, siteRecapTask } from './generation/site-task.js';

export type SiteRecap = components['schemas']['SiteRecap'];

export interface SiteAnalysis {
  siteUrl: string;
  audience: string;
  positioning: string;
  recap: SiteRecap;
}

/**
 * Fetches the site (home page, a few same-site pages it links to, its stylesheets), extracts
 * its language, words and look, and has the generation engine write the recap's text fields
 * (with the quality gate's warnings, in `recap.warnings`).
 * Throws SiteFetchError when the site cannot be fetched (the message names the cause).
 */
export async function analyzeSite(services: Deps, rawUrl: string): Promise<SiteAnalysis> {
  const url = parseSiteUrl(rawUrl);
  const fetcher = new SiteFetcher({ allowPrivate: services.config.siteFetchAllowPrivate, ...services.siteFetch });
  try {
    const crawled = await crawlSite(fetcher, url, AbortSignal.timeout(fetcher.options.totalTimeoutMs));
    const { material, visual, confidence } = extractSite(crawled, url.href);
    const generated = await services.generation.run(siteRecapTask, material);
    const { texts: output, filled } = settleNotFound(generated.output, () => siteRecapTask.local(material));
    const warnings = [...generated.warnings, ...(filled.length ? [`the model found nothing on the site for ${filled.join(', ')}: written from the site's own words by the offline writer`] : [])];
    const recap: SiteRecap = {
      siteName: material.siteName,
      detectedLanguage: material.language,
      oneLineSummary: output.oneLineSummary,
      positioning: output.positioning,
      offerSummary: output.offerSummary,
      targetAudience: output.targetAudience,
      brandVoice: output.brandVoice,
      proofPoints: output.proofPoints,
      contentPillars: output.contentPillars,
      seoAngles: output.seoAngles,
      writingGuidelines: output.writingGuidelines,
      ctaGuidance: output.ctaGuidance,
      ...(material.ctas[0] ? { callToAction: material.ctas[0] } : {}),
      avoidInArticles: output.avoidInArticles,
      confidence,
      visualIdentity: {
        ...visual,
        imageryStyle: output.imageryStyle,
        coverImageGuidelines: output.coverImageGuidelines,
        avoidVisuals: output.avoidVisuals,
      },
      // what the quality gate changed or could not fix in the recap's text, kept with it
      warnings: [...new Set(warnings)],
    };
    return { siteUrl: url.href, audience: output.targetAudience, positioning: output.positioning, recap };
  } finally {
    await fetcher.close();
  }
}
