import { ANALYTE_DICTIONARY, knowledgeArticlePath } from '@labshop/shared-contracts/core';
import { NEWS_POSTS } from '@labshop/shared-contracts/core';
import type { SitemapEntry } from './sitemap-xml';

const seg = (value: string) => encodeURIComponent(value);

/**
 * The pages of the shop's own content, which the API does not name: the blog's categories and posts (a post
 * dated by its publication) and one knowledge article per marker of the dictionary.
 */
export function contentEntries(origin: string): SitemapEntry[] {
  const categories = [...new Set(NEWS_POSTS.map((post) => post.category.slug))];
  return [
    ...categories.map((slug) => ({ loc: `${origin}/news/${seg(slug)}` })),
    ...NEWS_POSTS.map((post) => ({ loc: `${origin}/news/post/${seg(post.slug)}`, lastmod: post.date })),
    ...ANALYTE_DICTIONARY.map((entry) => ({ loc: `${origin}${knowledgeArticlePath(entry)}` })),
  ];
}
