import { useEffect } from 'react';
import { Image } from '@labshop/shared-contracts/web/ui';
import { ContentPage } from '../../../lib/content-page';
import { navigate } from '../../../lib/navigate';
import { ShellLink } from '../../../lib/shell-link';
import { findPost, formatPostDate } from './news-posts';
import NewsListPage from './news-list-page';
import styles from './news.module.css';

/** The article's column: 48rem less its padding. */
const ARTICLE_PICTURE_WIDTH = 736;

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
      <Image
        src={post.picture.src}
        alt={post.picture.alt}
        width={ARTICLE_PICTURE_WIDTH}
        preset="hero"
        sizes={`(max-width: 48rem) 100vw, ${ARTICLE_PICTURE_WIDTH}px`}
        loading="eager"
        className={styles.articlePicture}
      />
      {post.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        <ShellLink href="/news">Back to all posts</ShellLink>
      </p>
    </ContentPage>
  );
}
