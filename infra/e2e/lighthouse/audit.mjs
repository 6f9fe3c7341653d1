// One Lighthouse audit of one page in the mobile profile (Lighthouse's default: a mid-range phone on a slow 4G
// connection, simulated throttling), through a Chromium page the caller controls.
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

/** Scores out of 100 and the metrics in milliseconds (CLS unitless) of one run. */
function figuresOf(lhr) {
  const figures = {};
  for (const id of CATEGORIES) figures[id] = Math.round((lhr.categories[id]?.score ?? 0) * 100);
  for (const [name, id] of Object.entries(METRICS)) figures[name] = lhr.audits[id]?.numericValue ?? Number.NaN;
  figures.benchmarkIndex = lhr.environment?.benchmarkIndex ?? Number.NaN;
  return figures;
}

/**
 * Audits `url` once. `keepStorage` keeps what the page stored (a cart) but still empties the HTTP cache, so every
 * run downloads the page as a first visit would.
 */
export async function auditOnce(page, url, { keepStorage = false } = {}) {
  if (keepStorage) {
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.detach();
  }
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: keepStorage },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return figuresOf(result.lhr);
}
