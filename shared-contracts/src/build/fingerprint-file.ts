import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as core from '@labshop/shared-contracts/core';
import { CONTRACTS_DIR } from './contracts-package';
import { fingerprintOf, type RecordedFingerprint, type ShapeHashes } from './contracts-fingerprint';

/** Where the fingerprint of the current version's shapes is recorded. */
export const FINGERPRINT_FILE = path.join(CONTRACTS_DIR, 'contracts-fingerprint.json');
export const CHANGELOG_FILE = path.join(CONTRACTS_DIR, 'CHANGELOG.md');
export const RECORD_COMMAND = 'npm run contracts:record -w @labshop/shared-contracts';

/** The fingerprint of the shapes the core entry exports now. */
export function currentShapes(): ShapeHashes {
  return fingerprintOf(core as unknown as Record<string, unknown>);
}

export function readRecordedFingerprint(): RecordedFingerprint | null {
  if (!existsSync(FINGERPRINT_FILE)) return null;
  return JSON.parse(readFileSync(FINGERPRINT_FILE, 'utf8')) as RecordedFingerprint;
}

export function writeRecordedFingerprint(fingerprint: RecordedFingerprint): void {
  writeFileSync(FINGERPRINT_FILE, `${JSON.stringify(fingerprint, null, 2)}\n`);
}
