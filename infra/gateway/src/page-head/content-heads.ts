import { knowledgeEntry } from '@labshop/shared-contracts/core';
import { FAQ_ENTRIES } from '@labshop/shared-contracts/core';
import { NEWS_POSTS } from '@labshop/shared-contracts/core';
import { faqPage, newsArticle } from './content-data';
import { shortened } from './html-text';
import { absolute, canonicalUrl, notFoundHead, pageHead, titled, type PageContext } from './page-context';
import type { PageHead } from './page-head';
import { routeHead } from './static-heads';

/** /faq: the questions the page shows, with their answers, as a FAQPage. */
export function faqHead(context: PageContext): PageHead {
  return { ...routeHead(context), structuredData: [faqPage(FAQ_ENTRIES, canonicalUrl(context))] };
}

/** /news/:slug?: the whole blog, or one of its categories; a category it does not have is 404. */
export function newsListHead(context: PageContext): PageHead {
  const slug = context.match.params.slug;
  if (slug === undefined) return routeHead(context);
  const category = NEWS_POSTS.find((post) => post.category.slug === slug)?.category;
  if (!category) return notFoundHead(context);
  return { ...routeHead(context), title: titled(context, category.name) };
}

/** /news/post/:slug: one post, with its own title, summary and picture; a post that does not exist is 404. */
export function newsPostHead(context: PageContext): PageHead {
  const slug = context.match.params.slug;
  if (slug === undefined) return routeHead(context);
  const post = NEWS_POSTS.find((candidate) => candidate.slug === slug);
  if (!post) return notFoundHead(context);
  // The picture as the post's page shows it, through the image proxy, so a preview needs no other rendering.
  const image = absolute(context, `/_ipx/f_webp&fit_cover&s_640x400&q_80${post.picture.src}`);
  return pageHead(context, {
    title: titled(context, post.title),
    description: shortened(post.summary),
    kind: 'article',
    image,
    structuredData: [newsArticle(post, canonicalUrl(context), image, context.site.name)],
  });
}

/** /knowledge/:slug?: the dictionary of markers, or one marker's article; a marker it does not hold is 404. */
export function knowledgeHead(context: PageContext): PageHead {
  const slug = context.match.params.slug;
  if (slug === undefined) return routeHead(context);
  const entry = knowledgeEntry(slug);
  if (!entry) return notFoundHead(context);
  return { ...routeHead(context), title: titled(context, entry.name) };
}
