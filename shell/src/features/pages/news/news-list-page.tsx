import { ContentPage } from '../../../lib/content-page';
import { ShellLink } from '../../../lib/shell-link';
import { formatPostDate, NEWS_POSTS, postsInCategory } from './news-posts';
import styles from './news.module.css';

const CATEGORIES = [...new Map(NEWS_POSTS.map((post) => [post.category.slug, post.category])).values()];

/** `/news/{category?}`: the blog, optionally one category of it. */
export default function NewsListPage({ categorySlug }: { categorySlug?: string }) {
  const posts = postsInCategory(categorySlug);
  const category = CATEGORIES.find((candidate) => candidate.slug === categorySlug);
  return (
    <ContentPage title={category ? category.name : 'News and health guides'} wide>
      <nav aria-label="Blog categories" className={styles.categories}>
        <ShellLink href="/news" aria-current={categorySlug ? undefined : 'page'}>
          All posts
        </ShellLink>
        {CATEGORIES.map((candidate) => (
          <ShellLink
            key={candidate.slug}
            href={`/news/${candidate.slug}`}
            aria-current={candidate.slug === categorySlug ? 'page' : undefined}
          >
            {candidate.name}
          </ShellLink>
        ))}
      </nav>
      {posts.length === 0 ? <p>There are no posts here yet.</p> : null}
      <ul className={styles.posts}>
        {posts.map((post) => (
          <li key={post.slug} className={styles.card}>
            <h2 className={styles.cardTitle}>
              <ShellLink href={`/news/post/${post.slug}`}>{post.title}</ShellLink>
            </h2>
            <p className={styles.meta}>
              <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.category.name}
            </p>
            <p>{post.summary}</p>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
