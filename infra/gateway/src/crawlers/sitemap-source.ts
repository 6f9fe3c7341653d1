import type { PublicDataReader } from '../page-head/public-data';
import { contentEntries } from './content-entries';
import { dataEntries, staticEntries } from './sitemap-entries';
import type { SitemapEntry } from './sitemap-xml';

/**
 * The site map's addresses, made from the API's public data (itself kept a minute by the reader), so a newly
 * published test is listed within that minute. When the API cannot be asked, the last complete list stays in
 * use: a crawler gets yesterday's site map rather than none.
 */
export class SitemapSource {
  private lastComplete = new Map<string, SitemapEntry[]>();

  constructor(
    private readonly data: PublicDataReader,
    private readonly shellReleasedOn: () => Promise<string | null>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Every address under `origin`; throws only when the API fails and no list was ever made. */
  async entries(origin: string): Promise<SitemapEntry[]> {
    try {
      const [fixed, fromData] = await Promise.all([
        this.shellReleasedOn().then((day) => staticEntries(origin, day)),
        dataEntries(this.data, origin),
      ]);
      const entries = [...fixed, ...contentEntries(origin), ...fromData];
      this.lastComplete.set(origin, entries);
      return entries;
    } catch (error) {
      this.onError(error);
      const last = this.lastComplete.get(origin);
      if (last) return last;
      throw error;
    }
  }
}
