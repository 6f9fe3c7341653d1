import { act, screen } from '@testing-library/react';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import type { ElsewhereRenderer } from './remote-routes';
import { renderStandalone } from './standalone';

function App({ elsewhere }: { elsewhere?: ElsewhereRenderer }) {
  return <>{elsewhere?.('/cart', 'mf-cart-checkout')}</>;
}

describe('a remote on its own', () => {
  it('runs under a stand-in for the shell that configures the page and shows toasts', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const configs: EventPayload<'config:loaded'>[] = [];
    const sessions: EventPayload<'session:changed'>[] = [];

    let root: ReturnType<typeof renderStandalone> = null;
    act(() => {
      root = renderStandalone({ remote: 'mf-doctor', App, container });
    });
    getEventBus()
      .on('config:loaded')
      .subscribe((config) => configs.push(config));
    getEventBus()
      .on('session:changed')
      .subscribe((session) => sessions.push(session));

    expect(screen.getByRole('banner')).toHaveTextContent('mf-doctor running on its own');
    expect(screen.getByRole('heading', { level: 1, name: 'Served by mf-cart-checkout' })).toBeInTheDocument();
    expect(configs).toEqual([expect.objectContaining({ currency: 'GBP', apiBase: '/api' })]);
    expect(sessions).toEqual([{ user: null, token: null }]);

    act(() => getEventBus().emit('toast:show', { type: 'success', message: 'Saved' }));
    expect(screen.getByRole('status')).toHaveTextContent('Toast: Saved');
    act(() => root?.unmount());
  });

  it('mounts nothing on a page without a place for it', () => {
    expect(renderStandalone({ remote: 'mf-doctor', App, container: null })).toBeNull();
  });
});
