import { Image } from '@labshop/shared-contracts/web/ui';
import { ContentPage } from '../../../lib/content-page';
import { ShellLink } from '../../../lib/shell-link';
import { formatPostDate, NEWS_POSTS, postsInCategory } from './news-posts';
import styles from './news.module.css';

/** A card is at most this wide (the grid's columns); on a phone it takes the screen's width. */
const CARD_PICTURE_WIDTH = 400;
const CARD_PICTURE_SIZES = '(max-width: 40rem) 100vw, 400px';

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
        {posts.map((post, index) => (
          <li key={post.slug} className={styles.card}>
            {/* The title beside it names the post: the picture adds nothing a screen reader should repeat. */}
            <Image
              src={post.picture.src}
              alt=""
              width={CARD_PICTURE_WIDTH}
              preset="card"
              sizes={CARD_PICTURE_SIZES}
              loading={index < 2 ? 'eager' : 'lazy'}
              className={styles.cardPicture}
            />
            <div className={styles.cardBody}>
              <h2 className={styles.cardTitle}>
                <ShellLink href={`/news/post/${post.slug}`}>{post.title}</ShellLink>
              </h2>
              <p className={styles.meta}>
                <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.category.name}
              </p>
              <p>{post.summary}</p>
            </div>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
