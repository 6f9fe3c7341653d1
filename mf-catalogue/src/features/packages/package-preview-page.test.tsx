import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { currentLocation, mockApi, renderAt, type ApiHandler } from '@labshop/shared-contracts/testing';
import { createPackageDetail, createSummary } from '../../lib/testing/detail-factories';
import { PackagePreviewPage } from './package-preview-page';

const SIGNED_IN: EventPayload<'session:changed'> = {
  user: {
    id: 'u-1',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'ada@example.com',
    roles: ['admin'],
    activeRole: 'admin',
    status: 'active',
    defaultFacilityId: null,
  },
  token: 'token-1',
};

function showPreview(id: string, answer: ApiHandler) {
  mockApi({ [`GET /api/catalogue/preview/packages/${id}`]: answer });
  renderAt(
    `/preview/pakiet/${id}`,
    <Routes>
      <Route path="/preview/pakiet/:id" element={<PackagePreviewPage />} />
      <Route path="/error/:code" element={<p>Error page</p>} />
    </Routes>,
  );
}

describe('the preview of a package', () => {
  beforeEach(() => getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG));

  it('shows an admin the package with its tests under the preview banner', async () => {
    getEventBus().emit('session:changed', SIGNED_IN);
    showPreview('p-1', {
      body: {
        published: false,
        item: createPackageDetail({
          id: 'p-1',
          name: 'Thinning hair check',
          contents: [createSummary({ slug: 'ferritin', name: 'Ferritin' })],
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thinning hair check' })).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Preview' })).toHaveTextContent('Preview: not published');
    expect(screen.getByRole('link', { name: 'Ferritin' })).toHaveAttribute('href', '/lab-test/ferritin');
  });

  it('says a published package is published', async () => {
    getEventBus().emit('session:changed', SIGNED_IN);
    showPreview('p-2', { body: { published: true, item: createPackageDetail({ id: 'p-2' }) } });
    expect(await screen.findByRole('note', { name: 'Preview' })).toHaveTextContent('Preview: published');
  });

  it('sends a session the API does not accept to the 401 page', async () => {
    getEventBus().emit('session:changed', SIGNED_IN);
    showPreview('p-3', { status: 401, body: { message: 'Unauthorized access' } });
    expect(await screen.findByText('Error page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/error/401');
  });
});
