import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_NAMES, type RemoteName } from '@labshop/shared-contracts/core';
import { createFallbackLifecycles, isFallback, loadRemoteApplication } from './fallback-lifecycles';
import { createRemoteErrorPlugin } from './remote-error-plugin';
import { remoteContainerId, type SpaLifecycles } from './spa-lifecycles';

function renderAreas() {
  document.body.innerHTML = `<header>Labshop header</header><main>${REMOTE_NAMES.map(
    (name) => `<div id="${remoteContainerId(name)}"></div>`,
  ).join('')}</main><footer>Labshop footer</footer>`;
}

function area(remote: RemoteName): HTMLElement {
  return document.getElementById(remoteContainerId(remote)) as HTMLElement;
}

describe('a remote that fails to load', () => {
  beforeEach(() => {
    renderAreas();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('is answered by the runtime plugin with a fallback at the onLoad stage only', async () => {
    const fallbackFor = jest.fn((remote: RemoteName) => `fallback for ${remote}`);
    const plugin = createRemoteErrorPlugin(fallbackFor);
    const errorLoadRemote = plugin.errorLoadRemote as (args: object) => unknown;
    const error = new Error('Failed to fetch');
    expect(
      errorLoadRemote({ id: 'http://cdn/mf-manifest.json', error, lifecycle: 'afterResolve', from: 'runtime' }),
    ).toBeUndefined();
    expect(errorLoadRemote({ id: 'mf_quiz/spa', error, lifecycle: 'onLoad', from: 'runtime' })).toBe(
      'fallback for mf-quiz',
    );
    expect(errorLoadRemote({ id: 'unknown_remote/spa', error, lifecycle: 'onLoad', from: 'runtime' })).toBeUndefined();
    expect(console.error).toHaveBeenCalled();
  });

  it('shows an alert with Retry inside its own area, and nowhere else', async () => {
    const retry = jest.fn(async () => undefined);
    const lifecycles = await loadRemoteApplication(
      'mf-catalogue',
      async () => {
        throw new Error('ScriptExternalLoadError: remoteEntry.js unreachable');
      },
      retry,
    );
    expect(isFallback(lifecycles)).toBe(true);
    await act(async () => lifecycles.mount({}));
    const alert = screen.getByRole('alert');
    expect(area('mf-catalogue')).toContainElement(alert);
    expect(alert).toHaveTextContent('This part of the page could not be loaded');
    expect(alert).toHaveTextContent('The test catalogue is not available right now.');
    expect(screen.getByText('Labshop header')).toBeInTheDocument();
    expect(screen.getByText('Labshop footer')).toBeInTheDocument();
    expect(area('mf-quiz')).toBeEmptyDOMElement();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledWith('mf-catalogue');

    await act(async () => lifecycles.unmount({}));
    expect(area('mf-catalogue')).toBeEmptyDOMElement();
  });

  it('uses the fallback the runtime plugin answered with', async () => {
    const fallback = createFallbackLifecycles('mf-doctor', async () => undefined);
    expect(await loadRemoteApplication('mf-doctor', async () => fallback, jest.fn())).toBe(fallback);
  });

  it('treats a module without lifecycles as a failure', async () => {
    const lifecycles = await loadRemoteApplication('mf-account', async () => ({ default: 1 }), jest.fn());
    await act(async () => lifecycles.mount({}));
    expect(area('mf-account')).toContainElement(screen.getByRole('alert'));
  });

  it('shows the panel when the remote loads but throws while mounting', async () => {
    const broken: SpaLifecycles = {
      bootstrap: async () => undefined,
      mount: async () => {
        throw new TypeError('cannot read properties of undefined');
      },
      unmount: async () => undefined,
    };
    const lifecycles = await loadRemoteApplication('mf-quiz', async () => broken, jest.fn());
    await act(async () => lifecycles.bootstrap({}));
    await act(async () => lifecycles.mount({}));
    expect(area('mf-quiz')).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('alert')).toHaveTextContent('The health quiz is not available right now.');
  });

  it('mounts a healthy remote as it is', async () => {
    const mount = jest.fn(async () => undefined);
    const healthy: SpaLifecycles = { bootstrap: async () => undefined, mount, unmount: async () => undefined };
    const lifecycles = await loadRemoteApplication('mf-quiz', async () => healthy, jest.fn());
    await lifecycles.mount({ name: 'mf-quiz' });
    expect(mount).toHaveBeenCalledWith({ name: 'mf-quiz' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
