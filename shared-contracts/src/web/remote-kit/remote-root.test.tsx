import { render, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { Page } from './page';
import { RemoteRoot } from './remote-root';

function Address() {
  return <p>{useLocation().pathname}</p>;
}

describe('the root of a remote', () => {
  it('names the remote and its release, and routes on the address of the page', () => {
    window.history.pushState({}, '', '/quiz');
    const { container } = render(
      <RemoteRoot remote="mf-quiz">
        <Address />
      </RemoteRoot>,
    );
    expect(screen.getByText('/quiz')).toBeInTheDocument();
    const root = container.querySelector('[data-remote]');
    expect(root).toHaveAttribute('data-remote', 'mf-quiz');
    expect(root).toHaveAttribute('data-release', 'development');
  });
});

describe('the frame of a page', () => {
  it('keeps the page frame beside the classes and attributes a feature adds', () => {
    render(
      <Page className="narrow" aria-busy>
        <h1>Log in</h1>
      </Page>,
    );
    const page = screen.getByRole('heading', { name: 'Log in' }).parentElement;
    expect(page).toHaveClass('page', 'narrow');
    expect(page).toHaveAttribute('aria-busy', 'true');
  });
});
