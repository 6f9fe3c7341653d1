import type { FastifyInstance } from 'fastify';
import { ORDER_TOKEN_HEADER, PlaceOrderAnswer } from '@labshop/shared-contracts/core/api/orders';
import type { Role } from '@labshop/shared-contracts/core/api/accounts';
import { registerLab } from '../modules/lab-delivery/store/labs';
import { confirmedByTheCart } from '../modules/orders/testing/cart-quote';
import { checkoutRequest } from '../modules/orders/testing/checkout-factory';
import { createTestAccount, signedIn, signedInAs } from './account-factories';
import type { TestApp } from './create-test-app';
import { expectShape } from './expect-shape';

/** Every kind of caller a record's access rule must answer, by what it is to the record's owner. */
export type CallerKind =
  | 'the owner'
  | 'the owner in another role'
  | 'another account'
  | 'an administrator'
  | "a guest with the owner's order token"
  | "a guest with another order's token"
  | 'a lab'
  | 'nobody signed in';

export const EVERY_CALLER_KIND: readonly CallerKind[] = [
  'the owner',
  'the owner in another role',
  'another account',
  'an administrator',
  "a guest with the owner's order token",
  "a guest with another order's token",
  'a lab',
  'nobody signed in',
];

export interface EveryCaller {
  owner: { id: string; email: string };
  /** The request headers each kind of caller sends. */
  headers: Record<CallerKind, Record<string, string>>;
}

let labs = 0;

async function placedOrderToken(app: FastifyInstance, headers: Record<string, string>): Promise<string> {
  const placed = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: await confirmedByTheCart(app, checkoutRequest(), headers),
  });
  return expectShape(placed.json(), PlaceOrderAnswer).accessToken;
}

/**
 * An owner (a patient who also holds `otherRole`, acting as a patient) and one caller of every other kind: another
 * patient, an administrator at work, guests holding the token of the owner's order or of a guest's order, a lab
 * with its key, and nobody.
 */
export async function everyCaller(
  testApp: TestApp,
  otherRole: Exclude<Role, 'patient'> = 'doctor',
): Promise<EveryCaller> {
  const { app, db } = testApp;
  const owner = await createTestAccount(db, { roles: ['patient', otherRole] });
  const another = await createTestAccount(db);
  const admin = await createTestAccount(db, { roles: ['patient', 'admin'] });
  const asOwner = await signedIn(app, owner.id);
  labs += 1;
  const { apiKey } = await registerLab(db, { code: `every-caller-${process.pid}-${labs}`, name: 'Every Caller Lab' });
  return {
    owner: { id: owner.id, email: owner.email },
    headers: {
      'the owner': asOwner,
      'the owner in another role': await signedInAs(app, owner.id, otherRole),
      'another account': await signedIn(app, another.id),
      'an administrator': await signedInAs(app, admin.id, 'admin'),
      "a guest with the owner's order token": { [ORDER_TOKEN_HEADER]: await placedOrderToken(app, asOwner) },
      "a guest with another order's token": { [ORDER_TOKEN_HEADER]: await placedOrderToken(app, {}) },
      'a lab': { authorization: `Bearer ${apiKey}` },
      'nobody signed in': {},
    },
  };
}
