import { union } from 'superstruct';

/**
 * A value of one of several shapes, as superstruct's `union`, which keeps its members to itself: this keeps them in
 * the struct's `schema` as well, so the API's description lists each member and the contracts' fingerprint moves
 * when one changes. Every union a contract declares is made with it.
 */
export const oneOf: typeof union = (members) => {
  const struct = union(members);
  // The members, where superstruct leaves null: read by the description and the fingerprint, never by validation.
  struct.schema = members as unknown as null;
  return struct;
};
