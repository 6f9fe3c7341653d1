import { areContractsCompatible, contractsVersionOfManifest, parseContractsVersion } from './contracts-version';

describe('contracts versions', () => {
  test.each([
    ['1.0.0', '1.0.0', true],
    ['1.0.0', '1.4.2', true],
    ['1.4.2', '1.0.0', true],
    ['1.2.0', '2.0.0', false],
    ['2.0.0', '1.9.9', false],
    ['0.1.0', '0.1.3', true],
    ['0.1.0', '0.2.0', false],
    ['1.0.0', 'not a version', false],
    ['1.0.0', undefined, false],
    ['1.0.0', 1, false],
  ])('a page on %s accepts a part built on %s: %s', (ours, theirs, compatible) => {
    expect(areContractsCompatible(ours, theirs)).toBe(compatible);
  });

  test('reads the numbers of a version, with or without a pre-release', () => {
    expect(parseContractsVersion('1.2.3')).toEqual({ major: 1, minor: 2, patch: 3 });
    expect(parseContractsVersion('2.0.0-next.1')).toEqual({ major: 2, minor: 0, patch: 0 });
    expect(parseContractsVersion('1.2')).toBeNull();
  });
});

describe('the contracts version of a remote manifest', () => {
  test('is read from its metadata', () => {
    expect(contractsVersionOfManifest({ metaData: { name: 'mf_quiz', contractsVersion: '1.2.0' } })).toBe('1.2.0');
  });

  test('is null when the manifest names none', () => {
    expect(contractsVersionOfManifest({ metaData: { name: 'mf_quiz' } })).toBeNull();
    expect(contractsVersionOfManifest({ metaData: { contractsVersion: 2 } })).toBeNull();
    expect(contractsVersionOfManifest(null)).toBeNull();
    expect(contractsVersionOfManifest('mf-manifest.json')).toBeNull();
  });
});
