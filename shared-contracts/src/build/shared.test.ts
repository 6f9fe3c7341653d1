import contractsPackage from '../../package.json';
import { createSharedConfig, SHARED_SINGLETONS } from './shared';

describe('the libraries every part of the page shares', () => {
  it('shares each as a singleton of the version range the table gives', () => {
    const shared = createSharedConfig();

    expect(Object.keys(shared)).toEqual(Object.keys(SHARED_SINGLETONS));
    for (const [name, range] of Object.entries(SHARED_SINGLETONS)) {
      expect(shared[name]).toMatchObject({ singleton: true, requiredVersion: range });
    }
  });

  it("provides react-final-form as the installed version, not its dist folder's versionless package.json", () => {
    // The contracts pin the version they are built with.
    expect(createSharedConfig()['react-final-form']?.version).toBe(contractsPackage.dependencies['react-final-form']);
  });
});
