import { useEffect } from 'react';
import { ContentPage } from '../../../lib/content-page';
import { navigate } from '../../../lib/navigate';
import { ShellLink } from '../../../lib/shell-link';
import { findPost, formatPostDate } from './news-posts';
import NewsListPage from './news-list-page';
import styles from './news.module.css';

/** `/news/post/{slug?}`: one post; without a slug the list; an unknown slug is a 404. */
export default function NewsPostPage({ slug }: { slug?: string }) {
  const post = findPost(slug);
  const missing = slug !== undefined && !post;
  useEffect(() => {
    if (missing) {
      console.error(`Page not found: /news/post/${slug}`);
      navigate('/error/404', { replace: true });
    }
  }, [missing, slug]);

  if (!slug) return <NewsListPage />;
  if (!post) return null;
  return (
    <ContentPage title={post.title} lead={post.summary}>
      <p className={styles.meta}>
        <time dateTime={post.date}>{formatPostDate(post.date)}</time> ·{' '}
        <ShellLink href={`/news/${post.category.slug}`}>{post.category.name}</ShellLink>
      </p>
      {post.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        <ShellLink href="/news">Back to all posts</ShellLink>
      </p>
    </ContentPage>
  );
}
