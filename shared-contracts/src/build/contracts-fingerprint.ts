import { createHash } from 'node:crypto';

/**
 * A fingerprint of the contracts: for every value the core entry exports, a hash of its shape. A struct is
 * described by its kind, whether it accepts a missing value or null, and its parts (an object's keys, an
 * array's element, a union's members, an enum's values, a literal's value), recursively; a text or constant
 * by its value. Functions are rules, not shapes, and are left out. When the fingerprint moves, the version
 * of the contracts must move with it, because remotes built against the old shapes may run beside the new.
 */
export type ShapeHashes = Record<string, string>;

export interface RecordedFingerprint {
  /** The contracts version these shapes were released as. */
  version: string;
  shapes: ShapeHashes;
}

type Description = string | number | boolean | null | Description[] | { [key: string]: Description };

interface StructLike {
  type: string;
  schema: unknown;
  validate(value: unknown): [unknown, unknown];
}

const MAX_DEPTH = 40;

function isStruct(value: unknown): value is StructLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as StructLike).type === 'string' &&
    'schema' in value &&
    typeof (value as StructLike).validate === 'function'
  );
}

const accepts = (struct: StructLike, value: unknown): boolean => struct.validate(value)[0] === undefined;

function describeStruct(struct: StructLike, depth: number): Description {
  return {
    struct: struct.type,
    optional: accepts(struct, undefined),
    nullable: accepts(struct, null),
    schema: describe(struct.schema, depth + 1),
  };
}

/** A stable, JSON-like description of a value: sorted keys, structs described by shape, functions left out. */
export function describe(value: unknown, depth = 0): Description {
  if (depth > MAX_DEPTH) return '…';
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint' || typeof value === 'symbol') return String(value);
  if (typeof value === 'function') return `function ${value.name}`;
  if (isStruct(value)) return describeStruct(value, depth);
  if (Array.isArray(value)) return value.map((item) => describe(item, depth + 1));
  if (value instanceof RegExp) return `/${value.source}/${value.flags}`;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Map) {
    return { map: [...value].map(([key, item]) => [describe(key, depth + 1), describe(item, depth + 1)]) };
  }
  if (value instanceof Set) return { set: [...value].map((item) => describe(item, depth + 1)) };
  const entries = Object.keys(value as object)
    .sort()
    .map((key): [string, Description] => [key, describe((value as Record<string, unknown>)[key], depth + 1)]);
  return Object.fromEntries(entries);
}

const hashOf = (description: Description): string =>
  createHash('sha256').update(JSON.stringify(description)).digest('hex').slice(0, 16);

/** The hash of each exported value's shape, by export name; exported functions (rules) are left out. */
export function fingerprintOf(exports: Record<string, unknown>): ShapeHashes {
  const names = Object.keys(exports)
    .filter((name) => name !== 'default' && name !== '__esModule' && typeof exports[name] !== 'function')
    .sort();
  return Object.fromEntries(names.map((name) => [name, hashOf(describe(exports[name]))]));
}

export interface ShapeChanges {
  added: string[];
  removed: string[];
  changed: string[];
}

export function compareShapes(recorded: ShapeHashes, current: ShapeHashes): ShapeChanges {
  const names = (hashes: ShapeHashes) => Object.keys(hashes).sort();
  return {
    added: names(current).filter((name) => !(name in recorded)),
    removed: names(recorded).filter((name) => !(name in current)),
    changed: names(current).filter((name) => name in recorded && recorded[name] !== current[name]),
  };
}

export type Bump = 'none' | 'minor' | 'major';

/** An addition needs a new minor version; a changed or removed shape, a new major. */
export function requiredBump(changes: ShapeChanges): Bump {
  if (changes.removed.length > 0 || changes.changed.length > 0) return 'major';
  return changes.added.length > 0 ? 'minor' : 'none';
}

export function describeChanges(changes: ShapeChanges): string {
  return [
    changes.added.length > 0 ? `added: ${changes.added.join(', ')}` : null,
    changes.changed.length > 0 ? `changed: ${changes.changed.join(', ')}` : null,
    changes.removed.length > 0 ? `removed: ${changes.removed.join(', ')}` : null,
  ]
    .filter(Boolean)
    .join('; ');
}
