import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { SectionNav, type SectionNavItem, type SectionNavLinkProps } from './section-nav';

const ITEMS: SectionNavItem[] = [
  { label: 'Dashboard', href: '/account' },
  {
    label: 'Results',
    href: '/account/results',
    children: [
      { label: 'Latest results', href: '/account/results' },
      { label: 'Archive', href: '/account/results/archive' },
      { label: 'Doctors with access', href: '/account/doctors' },
    ],
  },
  { label: 'Profile', href: '/account/profile' },
];

function renderAt(path: string, renderLink?: (link: SectionNavLinkProps) => ReactNode) {
  render(
    <SectionNav label="Your account" items={ITEMS} currentPath={path} renderLink={renderLink}>
      <h1>The page</h1>
    </SectionNav>,
  );
  return screen.getByRole('navigation', { name: 'Your account' });
}

describe('SectionNav', () => {
  it('lists the sections and shows the page beside them', () => {
    const nav = renderAt('/account/profile');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Results', 'Profile']);
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1, name: 'The page' })).toBeInTheDocument();
  });

  it('shows the sub-pages of the current section only, with the page shown marked', () => {
    const nav = renderAt('/account/results/archive');
    expect(within(nav).getByRole('link', { name: 'Results' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: 'Archive' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Latest results' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Doctors with access' })).toHaveAttribute('href', '/account/doctors');
  });

  it('keeps a section marked on a sub-page whose address lies outside it', () => {
    const nav = renderAt('/account/doctors');
    expect(within(nav).getByRole('link', { name: 'Results' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: 'Doctors with access' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('marks the area home only on its own page, and a section on the pages inside it', () => {
    let nav = renderAt('/account/');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Archive' })).not.toBeInTheDocument();

    document.body.innerHTML = '';
    nav = renderAt('/account/results/result-7?tab=values');
    expect(within(nav).getByRole('link', { name: 'Results' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: 'Latest results' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('marks nothing on a page that is not in the area', () => {
    const nav = renderAt('/cart');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toEqual([]);
  });

  it('draws its links with the renderer it is given', () => {
    const nav = renderAt('/account/profile', ({ children, ...link }) => (
      <a {...link} data-router="yes">
        {children}
      </a>
    ));
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('data-router', 'yes');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });
});
