import { categoryTheme, type CategoryTheme } from './category-theme';

/**
 * Where the picture of a family of categories lives in the site's image store (drawn by the build from the same
 * drawing, scripts/draw-category-pictures.tsx), as the image proxy's source path.
 */
export function categoryPicturePath(theme: CategoryTheme): string {
  return `/art/categories/${theme}.svg`;
}

/** The picture for a category, by its slug. */
export function categoryPictureOf(slug: string): string {
  return categoryPicturePath(categoryTheme(slug));
}
