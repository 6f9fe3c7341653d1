import { render, screen } from '@testing-library/react';
import NewsListPage from './news-list-page';
import NewsPostPage from './news-post-page';

describe('news pages', () => {
  beforeEach(() => window.history.replaceState(null, '', '/news'));
  afterEach(() => jest.restoreAllMocks());

  it('lists posts with links to each', () => {
    render(<NewsListPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'News and health guides' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vitamin D in winter: should you test?' })).toHaveAttribute(
      'href',
      '/news/post/vitamin-d-in-winter',
    );
  });

  it('shows each post with its picture through the image proxy, its place kept before it loads', () => {
    const { container } = render(<NewsListPage />);
    const pictures = [...container.querySelectorAll('img')];
    expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual([
      '/_ipx/f_webp&fit_cover&s_640x400&q_80/news/vitamin-d-in-winter.svg',
      '/_ipx/f_webp&fit_cover&s_640x400&q_80/news/home-visits-in-more-cities.svg',
      '/_ipx/f_webp&fit_cover&s_640x400&q_80/news/reading-your-blood-count.svg',
    ]);
    const [first] = pictures;
    expect([first?.getAttribute('width'), first?.getAttribute('height'), first?.getAttribute('alt')]).toEqual([
      '400',
      '250',
      '',
    ]);
    expect(first?.getAttribute('srcset')).toContain('/news/vitamin-d-in-winter.svg 1024w');
    expect(first?.style.backgroundImage).toBe(
      'url("/_ipx/f_webp&fit_fill&s_10x10&q_50&blur_3/news/vitamin-d-in-winter.svg")',
    );
  });

  it('lists one category', () => {
    render(<NewsListPage categorySlug="company" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Company news' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Vitamin D/ })).not.toBeInTheDocument();
  });

  it('shows a post', () => {
    render(<NewsPostPage slug="reading-your-blood-count" />);
    expect(screen.getByRole('heading', { level: 1, name: 'How to read your full blood count' })).toBeInTheDocument();
    const picture = screen.getByRole('img', {
      name: 'A drop of blood beside a result sheet with bars for each value.',
    });
    expect([picture.getAttribute('width'), picture.getAttribute('height'), picture.getAttribute('loading')]).toEqual([
      '736',
      '276',
      'eager',
    ]);
    expect(picture.getAttribute('srcset')).toContain(
      '/_ipx/f_webp&fit_cover&s_1536x576&q_75/news/reading-your-blood-count.svg 1536w',
    );
  });

  it('sends an unknown post to the 404 page', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<NewsPostPage slug="no-such-post" />);
    expect(window.location.pathname).toBe('/error/404');
    expect(console.error).toHaveBeenCalledWith('Page not found: /news/post/no-such-post');
  });
});
