import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteRedirect } from '@labshop/shared-contracts/core';
import { mockApi, renderAt, requestedUrls } from '@labshop/shared-contracts/testing';
import { SiteRedirects } from './site-redirects';

const OLD_PRICES: SiteRedirect = {
  id: 'redirect-1',
  fromPath: '/old-prices',
  to: '/lab-test-list/tests',
  status: 301,
  active: true,
  replacesPage: false,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe("the administration's redirects", () => {
  it('says so while loading, and when there are none', async () => {
    mockApi({ 'GET /api/admin/site-redirects': { body: { redirects: [] } } });
    renderAt('/account/admin', <SiteRedirects />);
    expect(screen.getByText('Loading the redirects…')).toBeInTheDocument();
    expect(await screen.findByText('No redirects yet.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be read', async () => {
    mockApi({ 'GET /api/admin/site-redirects': { status: 500, body: { message: 'Unexpected error occurred' } } });
    renderAt('/account/admin', <SiteRedirects />);
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it('adds a redirect and lists it', async () => {
    let redirects: SiteRedirect[] = [];
    let sent: unknown = null;
    mockApi({
      'GET /api/admin/site-redirects': () => ({ body: { redirects } }),
      'POST /api/admin/site-redirects': (_url, init) => {
        sent = JSON.parse(String(init?.body));
        redirects = [OLD_PRICES];
        return { status: 201, body: OLD_PRICES };
      },
    });
    renderAt('/account/admin', <SiteRedirects />);
    await screen.findByText('No redirects yet.');
    await userEvent.type(screen.getByRole('textbox', { name: /From path/ }), '/old-prices');
    await userEvent.type(screen.getByRole('textbox', { name: /^To/ }), '/lab-test-list/tests');
    await userEvent.click(screen.getByRole('button', { name: 'Add the redirect' }));

    const table = await screen.findByRole('table', { name: 'Redirects by path' });
    expect(within(table).getByText('/lab-test-list/tests')).toBeInTheDocument();
    expect(sent).toEqual({
      fromPath: '/old-prices',
      to: '/lab-test-list/tests',
      status: 301,
      active: true,
      replacesPage: false,
    });
  });

  it("shows the API's refusal beside the field it concerns", async () => {
    mockApi({
      'GET /api/admin/site-redirects': { body: { redirects: [] } },
      'POST /api/admin/site-redirects': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { to: ['This redirect would make a loop: /a → /b → /a.'] },
        },
      },
    });
    renderAt('/account/admin', <SiteRedirects />);
    await screen.findByText('No redirects yet.');
    await userEvent.type(screen.getByRole('textbox', { name: /From path/ }), '/a');
    await userEvent.type(screen.getByRole('textbox', { name: /^To/ }), '/b');
    await userEvent.click(screen.getByRole('button', { name: 'Add the redirect' }));
    expect(await screen.findByText('This redirect would make a loop: /a → /b → /a.')).toBeInTheDocument();
  });

  it('changes a redirect to a temporary one, and removes it', async () => {
    let redirects: SiteRedirect[] = [OLD_PRICES];
    const api = mockApi({
      'GET /api/admin/site-redirects': () => ({ body: { redirects } }),
      'PUT /api/admin/site-redirects/redirect-1': (_url, init) => {
        redirects = [{ ...OLD_PRICES, ...(JSON.parse(String(init?.body)) as object) }];
        return { body: redirects[0] };
      },
      'DELETE /api/admin/site-redirects/redirect-1': () => {
        redirects = [];
        return { body: { message: 'The redirect was removed.' } };
      },
    });
    renderAt('/account/admin', <SiteRedirects />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change the redirect from /old-prices' }));
    await userEvent.click(screen.getByRole('radio', { name: '302 Found (temporary)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the redirect' }));
    expect(await screen.findByRole('cell', { name: '302' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove the redirect from /old-prices' }));
    expect(await screen.findByText('No redirects yet.')).toBeInTheDocument();
    expect(requestedUrls(api, '/api/admin/site-redirects/redirect-1')).toHaveLength(2);
  });
});
