import { parseContractsVersion, type ContractsVersion } from '@labshop/shared-contracts/core';
import type { Bump } from './contracts-fingerprint';

function parsed(version: string): ContractsVersion {
  const numbers = parseContractsVersion(version);
  if (!numbers) throw new Error(`"${version}" is no semver version (major.minor.patch).`);
  return numbers;
}

/** The next version after `version` for a bump (a major resets the minor and patch, a minor the patch). */
export function bumpVersion(version: string, bump: Bump): string {
  const { major, minor, patch } = parsed(version);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch}`;
}

/** Whether `current` is at least `bump` ahead of `recorded`. */
export function isBumpedEnough(recorded: string, current: string, bump: Bump): boolean {
  const before = parsed(recorded);
  const after = parsed(current);
  if (bump === 'major') return after.major > before.major;
  if (bump === 'minor')
    return after.major > before.major || (after.major === before.major && after.minor > before.minor);
  return true;
}
