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

  it('lists one category', () => {
    render(<NewsListPage categorySlug="company" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Company news' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Vitamin D/ })).not.toBeInTheDocument();
  });

  it('shows a post', () => {
    render(<NewsPostPage slug="reading-your-blood-count" />);
    expect(screen.getByRole('heading', { level: 1, name: 'How to read your full blood count' })).toBeInTheDocument();
  });

  it('sends an unknown post to the 404 page', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<NewsPostPage slug="no-such-post" />);
    expect(window.location.pathname).toBe('/error/404');
    expect(console.error).toHaveBeenCalledWith('Page not found: /news/post/no-such-post');
  });
});
