import { readFileSync } from 'node:fs';
import { array, enums, literal, nullable, number, object, optional, string, union } from 'superstruct';
import { compareShapes, describeChanges, fingerprintOf, requiredBump } from './contracts-fingerprint';
import { CONTRACTS_VERSION } from './contracts-package';
import { CHANGELOG_FILE, currentShapes, RECORD_COMMAND, readRecordedFingerprint } from './fingerprint-file';
import { bumpVersion, isBumpedEnough } from './version-bump';

describe('the recorded contracts', () => {
  test('the shapes of the core entry are the ones recorded for the current version', () => {
    const recorded = readRecordedFingerprint();
    if (!recorded) throw new Error(`No fingerprint is recorded: run ${RECORD_COMMAND}.`);
    const changes = compareShapes(recorded.shapes, currentShapes());
    const bump = requiredBump(changes);
    if (bump !== 'none') {
      throw new Error(
        `shapes changed (${describeChanges(changes)}): bump the minor (addition) or major (change/removal) and ` +
          `record the fingerprint (${RECORD_COMMAND} does both; this change needs a ${bump} version).`,
      );
    }
  });

  test('the recorded version is the version of the package', () => {
    expect(readRecordedFingerprint()?.version).toBe(CONTRACTS_VERSION);
  });

  test('the changelog says what the current version changed', () => {
    expect(readFileSync(CHANGELOG_FILE, 'utf8')).toContain(`\n## ${CONTRACTS_VERSION}\n`);
  });
});

describe('the fingerprint of shapes', () => {
  const Order = object({ id: string(), total: number(), status: enums(['new', 'paid']) });
  const base = { Order, ORDER_TITLE: 'Your order', quote: () => 0 };

  test('moves when a field is added, removed, made optional or nullable, or its kind changes', () => {
    const before = fingerprintOf(base).Order;
    const variants = [
      object({ id: string(), total: number(), status: enums(['new', 'paid']), note: optional(string()) }),
      object({ id: string(), status: enums(['new', 'paid']) }),
      object({ id: string(), total: optional(number()), status: enums(['new', 'paid']) }),
      object({ id: string(), total: nullable(number()), status: enums(['new', 'paid']) }),
      object({ id: string(), total: string(), status: enums(['new', 'paid']) }),
      object({ id: string(), total: number(), status: enums(['new', 'paid', 'refunded']) }),
      object({ id: string(), total: number(), status: union([literal('new'), literal('paid')]) }),
      object({ id: string(), total: number(), status: enums(['new', 'paid']), lines: array(string()) }),
    ];
    for (const variant of variants) expect(fingerprintOf({ ...base, Order: variant }).Order).not.toBe(before);
  });

  test('stays when nothing about a shape changed, whatever the order of its keys', () => {
    const reordered = object({ status: enums(['new', 'paid']), total: number(), id: string() });
    expect(fingerprintOf({ ...base, Order: reordered }).Order).toBe(fingerprintOf(base).Order);
  });

  test('covers texts and constants, and leaves rules (functions) out', () => {
    expect(fingerprintOf({ ...base, ORDER_TITLE: 'Your orders' }).ORDER_TITLE).not.toBe(
      fingerprintOf(base).ORDER_TITLE,
    );
    expect(Object.keys(fingerprintOf(base))).toEqual(['ORDER_TITLE', 'Order']);
  });

  test('an addition needs a minor version, a change or removal a major one', () => {
    const recorded = fingerprintOf(base);
    const added = compareShapes(recorded, fingerprintOf({ ...base, Refund: object({ id: string() }) }));
    expect(added).toEqual({ added: ['Refund'], removed: [], changed: [] });
    expect(requiredBump(added)).toBe('minor');
    const { ORDER_TITLE: _removed, ...withoutTitle } = base;
    expect(requiredBump(compareShapes(recorded, fingerprintOf(withoutTitle)))).toBe('major');
    expect(requiredBump(compareShapes(recorded, fingerprintOf({ ...base, Order: object({ id: string() }) })))).toBe(
      'major',
    );
    expect(requiredBump(compareShapes(recorded, recorded))).toBe('none');
  });
});

describe('moving the version', () => {
  test('a major resets minor and patch, a minor resets the patch', () => {
    expect(bumpVersion('1.4.2', 'major')).toBe('2.0.0');
    expect(bumpVersion('1.4.2', 'minor')).toBe('1.5.0');
    expect(bumpVersion('1.4.2', 'none')).toBe('1.4.2');
  });

  test('a version already moved far enough is kept', () => {
    expect(isBumpedEnough('1.4.2', '2.0.0', 'major')).toBe(true);
    expect(isBumpedEnough('1.4.2', '1.9.0', 'major')).toBe(false);
    expect(isBumpedEnough('1.4.2', '1.5.0', 'minor')).toBe(true);
    expect(isBumpedEnough('1.4.2', '1.4.3', 'minor')).toBe(false);
  });
});
