import { render } from '@testing-library/react';
import { CATEGORY_THEMES } from './category-theme';
import { CategoryPicture } from './category-picture';
import { categoryPicturePath } from './category-picture-path';

describe('CategoryPicture', () => {
  it("shows the family's picture as webp through the proxy at 1x and 2x, as decoration", () => {
    const { container } = render(<CategoryPicture slug="vitamin-d" width={400} sizes="100vw" />);
    const picture = container.querySelector('img');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('width', '400');
    expect(picture).toHaveAttribute('height', '250');
    expect(picture?.getAttribute('srcset')).toContain(
      '/_ipx/f_webp&fit_cover&s_1024x640&q_80/art/categories/vitamins.svg 1024w',
    );
  });

  it('gives every family its own picture', () => {
    const paths = CATEGORY_THEMES.map(categoryPicturePath);
    expect(new Set(paths).size).toBe(CATEGORY_THEMES.length);
  });
});
