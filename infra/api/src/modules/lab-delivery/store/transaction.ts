import type { Database } from '../../../db/client';

/** The transaction a delivery is stored in, handed to each step so all of it commits or none. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
