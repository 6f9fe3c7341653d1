import type { FaqEntry } from '@labshop/shared-contracts/core';
import type { NewsPost } from '@labshop/shared-contracts/core';

/** schema.org data of the shop's own content pages: the FAQ and the blog's posts. */
const CONTEXT = 'https://schema.org';

/** The FAQ page's questions, each with the answer the page shows under it. */
export function faqPage(entries: readonly FaqEntry[], url: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    url,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** A post of the blog, as a news article of the shop. */
export function newsArticle(post: NewsPost, url: string, image: string, publisher: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    url,
    image,
    articleSection: post.category.name,
    publisher: { '@type': 'Organization', name: publisher },
  };
}
