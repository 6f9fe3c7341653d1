/**
 * The contracts are versioned with semver. Parts built against the same major version of the contracts
 * understand each other's shapes; a new major version changed or removed a shape, so a part built against
 * another major must not run on the page. While the major is 0, the minor plays the major's part (as
 * semver's caret ranges read it).
 */
export interface ContractsVersion {
  major: number;
  minor: number;
  patch: number;
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

/** The version's numbers, or null when the text is no semver version. */
export function parseContractsVersion(text: unknown): ContractsVersion | null {
  if (typeof text !== 'string') return null;
  const match = SEMVER.exec(text.trim());
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

/** The part of a version that must match for two parts of the page to share their contracts. */
function breakingLine(version: ContractsVersion): string {
  return version.major === 0 ? `0.${version.minor}` : String(version.major);
}

/**
 * Whether a part built against `theirs` may run beside a page built against `ours`: the same major version
 * (a different minor or patch only added to the shapes or fixed a rule). A version that cannot be read is
 * not compatible.
 */
export function areContractsCompatible(ours: string, theirs: unknown): boolean {
  const own = parseContractsVersion(ours);
  const other = parseContractsVersion(theirs);
  return own !== null && other !== null && breakingLine(own) === breakingLine(other);
}

/** The field of a remote's federation manifest (`metaData`) that names the contracts version it was built with. */
export const CONTRACTS_MANIFEST_FIELD = 'contractsVersion';

/** The contracts version a remote's federation manifest says it was built with, or null when it says none. */
export function contractsVersionOfManifest(manifest: unknown): string | null {
  if (!manifest || typeof manifest !== 'object' || !('metaData' in manifest)) return null;
  const { metaData } = manifest;
  if (!metaData || typeof metaData !== 'object' || !(CONTRACTS_MANIFEST_FIELD in metaData)) return null;
  const version = (metaData as Record<string, unknown>)[CONTRACTS_MANIFEST_FIELD];
  return typeof version === 'string' ? version : null;
}
