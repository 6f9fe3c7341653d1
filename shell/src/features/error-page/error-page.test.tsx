import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './error-boundary';
import { ErrorPage } from './error-page';
import { parseErrorStatus } from './error-texts';

describe('error page', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/error/404');
  });
  afterEach(() => jest.restoreAllMocks());

  it('404: the not-found title as heading, the not-found content as paragraph, a button home', () => {
    render(<ErrorPage status={404} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Page Not Found, But Health Insights Await!').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Go to main page' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('404')).not.toBeInTheDocument();
  });

  it.each([
    [401, 'Unauthorized access'],
    [403, 'You do not have rights to the resource'],
    [500, 'Unexpected error occurred'],
    [502, 'Unexpected error occurred'],
    [410, 'Unexpected error occurred'],
  ])('%i: the status in large type and its message', (status, message) => {
    render(<ErrorPage status={status} />);
    expect(screen.getByRole('heading', { level: 1, name: String(status) })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to main page' })).toHaveAttribute('href', '/');
  });

  it('logs the error it shows', () => {
    render(<ErrorPage status={403} />);
    expect(console.error).toHaveBeenCalledWith('Error page 403: You do not have rights to the resource');
  });

  it('reads the status from the address, 500 when it is not an error status', () => {
    expect(parseErrorStatus('404')).toBe(404);
    expect(parseErrorStatus('403')).toBe(403);
    expect(parseErrorStatus('abc')).toBe(500);
    expect(parseErrorStatus('200')).toBe(500);
    expect(parseErrorStatus(undefined)).toBe(500);
  });

  it('is rendered for an unhandled render error, which is logged', () => {
    function Broken(): never {
      throw new Error('boom');
    }
    render(
      <ErrorBoundary fallback={<ErrorPage status={500} />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '500' })).toBeInTheDocument();
    expect(screen.getByText('Unexpected error occurred')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      'Unhandled error while rendering the page',
      expect.any(Error),
      expect.anything(),
    );
  });

  it('tries again after the visitor moves to another page', () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('boom');
      return <p>Recovered</p>;
    }
    const { rerender } = render(
      <ErrorBoundary fallback={<ErrorPage status={500} />} resetKey="/faq">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Unexpected error occurred')).toBeInTheDocument();
    fail = false;
    rerender(
      <ErrorBoundary fallback={<ErrorPage status={500} />} resetKey="/faq">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Unexpected error occurred')).toBeInTheDocument();
    rerender(
      <ErrorBoundary fallback={<ErrorPage status={500} />} resetKey="/pricing">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });
});
