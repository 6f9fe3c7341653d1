import { NEWS_POSTS, type NewsPost } from '@labshop/shared-contracts/core';

export { NEWS_POSTS, type NewsPicture, type NewsPost } from '@labshop/shared-contracts/core';

export function postsInCategory(categorySlug: string | undefined): NewsPost[] {
  return NEWS_POSTS.filter((post) => !categorySlug || post.category.slug === categorySlug);
}

export function findPost(slug: string | undefined): NewsPost | undefined {
  return NEWS_POSTS.find((post) => post.slug === slug);
}

export function formatPostDate(date: string): string {
  return new Date(date).toLocaleDateString('en-GB', { dateStyle: 'long' });
}
