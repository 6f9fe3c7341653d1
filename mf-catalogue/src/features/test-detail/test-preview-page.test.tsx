import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { currentLocation, mockApi, renderAt, type ApiHandler } from '@labshop/shared-contracts/testing';
import { createTestDetail } from '../../lib/testing/detail-factories';
import { TestPreviewPage } from './test-preview-page';

const SIGNED_IN: EventPayload<'session:changed'> = {
  user: {
    id: 'u-1',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'ada@example.com',
    roles: ['patient', 'admin'],
    activeRole: 'admin',
    status: 'active',
    defaultFacilityId: null,
  },
  token: 'token-1',
};

function showPreview(id: string, answer: ApiHandler) {
  const api = mockApi({ [`GET /api/catalogue/preview/tests/${id}`]: answer });
  renderAt(
    `/preview/badanie/${id}`,
    <Routes>
      <Route path="/preview/badanie/:id" element={<TestPreviewPage />} />
      <Route path="/error/:code" element={<p>Error page</p>} />
    </Routes>,
  );
  return api;
}

describe('the preview of a test', () => {
  beforeEach(() => getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG));

  it('shows an admin the unpublished test under a banner that says so', async () => {
    getEventBus().emit('session:changed', SIGNED_IN);
    const api = showPreview('t-1', {
      body: { published: false, item: createTestDetail({ id: 't-1', name: 'Erythrocyte membrane fatty acids' }) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Erythrocyte membrane fatty acids' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Preview' })).toHaveTextContent('Preview: not published');
    const [, init] = api.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('sends a guest to the 401 page without asking the API', async () => {
    getEventBus().emit('session:changed', { user: null, token: null });
    const api = showPreview('t-2', { body: {} });
    expect(await screen.findByText('Error page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/error/401');
    expect(api).not.toHaveBeenCalled();
  });

  it('sends someone who is not an admin to the 403 page', async () => {
    getEventBus().emit('session:changed', SIGNED_IN);
    showPreview('t-3', { status: 403, body: { message: 'It cannot be done.' } });
    expect(await screen.findByText('Error page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/error/403');
  });

  it('sends an unknown id to the 404 page', async () => {
    getEventBus().emit('session:changed', SIGNED_IN);
    showPreview('t-4', { status: 404, body: { message: 'Not Found' } });
    expect(await screen.findByText('Error page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/error/404');
  });
});
