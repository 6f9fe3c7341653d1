import { Image, type ImageLoading } from '@labshop/shared-contracts/web/ui';
import { categoryPictureOf } from './category-picture-path';
import styles from './category-picture.module.css';

interface CategoryPictureProps {
  /** The category the picture stands for; its family is read from the slug. */
  slug: string;
  /** The widest it is shown, in CSS pixels (16:10, the kit's `card` preset). */
  width: number;
  sizes?: string;
  loading?: ImageLoading;
  className?: string;
}

/**
 * The picture of a category's family, drawn for the shop from its own drawing and served by the image proxy.
 * It sits beside the words that name the category, so it is decoration (empty alt).
 */
export function CategoryPicture({ slug, width, sizes, loading, className }: CategoryPictureProps) {
  return (
    <Image
      src={categoryPictureOf(slug)}
      alt=""
      preset="card"
      width={width}
      sizes={sizes}
      loading={loading}
      className={[styles.picture, className].filter(Boolean).join(' ')}
    />
  );
}
