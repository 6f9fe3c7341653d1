/**
 * @jest-environment node
 */
// The shell's federation runtime is run for real here (Node has fetch's Response); only the network is stood in
// for: the remote's manifest is served by a plugin, and its entry is an object standing for its container.
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createContractsCheckPlugin, IncompatibleContractsError } from './contracts-check-plugin';
import { createRemoteErrorPlugin } from './remote-error-plugin';

const QUIZ_SPA = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };
const FALLBACK = { fallback: 'the error area of the quiz' };

function quizManifest(contractsVersion: string | undefined) {
  return {
    id: 'mf_quiz',
    name: 'mf_quiz',
    metaData: {
      name: 'mf_quiz',
      type: 'app',
      buildInfo: { buildVersion: '1.0.0', buildName: '@labshop/mf-quiz' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: 'mf_quiz',
      pluginVersion: '2.9.2',
      publicPath: 'auto',
      ...(contractsVersion === undefined ? {} : { contractsVersion }),
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: 'mf_quiz:spa',
        name: 'spa',
        path: './spa',
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
}

/** Serves the quiz's manifest and stands in for its container, which hands out its single-spa lifecycles. */
function releasedQuiz(contractsVersion: string | undefined): ModuleFederationRuntimePlugin & { entryLoaded: boolean } {
  const plugin = {
    name: 'released-quiz',
    entryLoaded: false,
    fetch: async () => new Response(JSON.stringify(quizManifest(contractsVersion))),
    loadEntry: async () => {
      plugin.entryLoaded = true;
      return { init: async () => undefined, get: () => async () => QUIZ_SPA };
    },
  };
  return plugin;
}

async function loadQuizOnShell(shellVersion: string, release: ReturnType<typeof releasedQuiz>) {
  const fallbackFor = jest.fn((_remote: string, _error: unknown) => FALLBACK);
  const shell = createInstance({
    name: `shell_${Math.random().toString(36).slice(2)}`,
    remotes: [{ name: 'mf_quiz', entry: `https://labshop.test/remotes/mf-quiz/${Math.random()}/mf-manifest.json` }],
    plugins: [release, createContractsCheckPlugin(shellVersion), createRemoteErrorPlugin(fallbackFor)],
  });
  const loaded = await shell.loadRemote('mf_quiz/spa');
  return { loaded, fallbackFor };
}

describe('a remote built against other contracts', () => {
  beforeEach(() => {
    // The runtime and the error plugin report each refusal on the console; the test reads what they hand back.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  test('is refused when its major differs: its error area shows and none of its code is fetched', async () => {
    const release = releasedQuiz('2.0.0');
    const { loaded, fallbackFor } = await loadQuizOnShell('1.3.0', release);
    expect(loaded).toBe(FALLBACK);
    expect(release.entryLoaded).toBe(false);
    const [remote, error] = fallbackFor.mock.calls[0] ?? [];
    expect(remote).toBe('mf-quiz');
    expect(error).toBeInstanceOf(IncompatibleContractsError);
    expect(String(error)).toContain('mf-quiz was built against contracts 2.0.0, but this page runs contracts 1.3.0');
  });

  test('is refused when its manifest names no contracts version', async () => {
    const release = releasedQuiz(undefined);
    const { loaded } = await loadQuizOnShell('1.0.0', release);
    expect(loaded).toBe(FALLBACK);
    expect(release.entryLoaded).toBe(false);
  });

  test('is accepted when only its minor or patch differs', async () => {
    for (const version of ['1.4.0', '1.0.7', '1.3.0']) {
      const release = releasedQuiz(version);
      const { loaded, fallbackFor } = await loadQuizOnShell('1.3.0', release);
      expect(loaded).toBe(QUIZ_SPA);
      expect(release.entryLoaded).toBe(true);
      expect(fallbackFor).not.toHaveBeenCalled();
    }
  });
});
