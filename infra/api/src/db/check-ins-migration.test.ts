import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { validateQuizAnswers } from '@labshop/shared-contracts/core';
import { WEIGHT_LOSS_FEEDBACK_QUIZ } from '../modules/quiz/definitions/weight-loss';
import { MIGRATIONS_DIR } from '../platform/paths';
import {
  TEST_DATABASE_PREFIX,
  createDatabase as createServerDatabase,
  databaseUrl,
  dropDatabase,
  readTestEnvironment,
  uniqueDatabaseName,
} from '../testing/test-database';
import { createDatabase } from './client';

/** The migration that moved the programme's own check-ins into quiz records. */
const MOVING_MIGRATION = '0038_check_ins_kept_as_quiz_records';

interface Journal {
  entries: { tag: string }[];
}

/** A copy of the migrations folder that ends just before `tag`: the schema as it stood before that migration. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-before-'));
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as Journal;
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  if (stop < 0) throw new Error(`No migration ${tag}`);
  const entries = journal.entries.slice(0, stop);
  await mkdir(path.join(folder, 'meta'));
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  const files = new Set(entries.map((entry) => `${entry.tag}.sql`));
  for (const file of await readdir(MIGRATIONS_DIR)) {
    if (files.has(file)) await copyFile(path.join(MIGRATIONS_DIR, file), path.join(folder, file));
  }
  return folder;
}

const ACCOUNT_ID = '00000000-0000-4000-8000-0000000000a1';
const PROGRAMME_ID = '00000000-0000-4000-8000-0000000000b1';
const FULL_CHECK_IN = '00000000-0000-4000-8000-0000000000c1';
const PLAIN_CHECK_IN = '00000000-0000-4000-8000-0000000000c2';

/**
 * The check-ins the programme kept in its own table before they became quiz records: the moving SQL is checked on
 * rows of the old table, on a database of its own migrated up to just before it.
 */
describe('moving the weight-loss check-ins into quiz records', () => {
  const { adminUrl } = readTestEnvironment();
  const name = uniqueDatabaseName(`${TEST_DATABASE_PREFIX}migration`);
  let pool: Pool;
  let folder: string;

  beforeAll(async () => {
    await createServerDatabase(adminUrl, name);
    pool = new Pool({ connectionString: databaseUrl(adminUrl, name), max: 1 });
    folder = await migrationsBefore(MOVING_MIGRATION);
    await migrate(createDatabase(pool), { migrationsFolder: folder });
  });
  afterAll(async () => {
    await pool.end();
    await dropDatabase(adminUrl, name);
    await rm(folder, { recursive: true, force: true });
  });

  it('keeps every check-in as a weight-loss-feedback record of its programme, with the answers the quiz gives', async () => {
    await pool.query(
      `insert into accounts (id, email, phone, password_hash, first_name, last_name)
       values ($1, 'moved@example.com', '600900900', 'not-a-password', 'Anna', 'Kowalska')`,
      [ACCOUNT_ID],
    );
    // The order and package a programme names are not what the move reads: their checks are left out for this row.
    const client = await pool.connect();
    try {
      await client.query('set session_replication_role = replica');
      await client.query(
        `insert into weight_loss_programmes (id, account_id, order_id, patient_name, product, package_test_id, started_at)
         values ($1, $2, gen_random_uuid(), 'Anna Kowalska', 'essential', gen_random_uuid(), '2026-01-10T09:00:00Z')`,
        [PROGRAMME_ID, ACCOUNT_ID],
      );
      await client.query('set session_replication_role = origin');
    } finally {
      client.release();
    }
    await pool.query(
      `insert into weight_loss_feedback
         (id, programme_id, sent_on, satisfaction, side_effects, side_effects_other, weight_grams, comments, created_at)
       values
         ($1, $3, '2026-02-10', 'somewhat', '["nausea","other"]', 'Dizzy', 81650, 'Hard week', '2026-02-10T18:00:00Z'),
         ($2, $3, '2026-03-10', 'very', '["none"]', null, 80000, null, '2026-03-10T18:00:00Z')`,
      [FULL_CHECK_IN, PLAIN_CHECK_IN, PROGRAMME_ID],
    );

    await migrate(createDatabase(pool), { migrationsFolder: MIGRATIONS_DIR });

    const { rows } = await pool.query(
      `select id, kind, account_id, patient_id, guest_token_hash, date::text as date, answers, weight_kg, height_cm,
              recommendations, programme_id, created_at
       from quiz_records order by date`,
    );
    const common = {
      kind: 'weight-loss-feedback',
      account_id: ACCOUNT_ID,
      patient_id: null,
      guest_token_hash: null,
      height_cm: null,
      recommendations: [],
      programme_id: PROGRAMME_ID,
    };
    expect(rows).toEqual([
      {
        ...common,
        id: FULL_CHECK_IN,
        date: '2026-02-10',
        answers: {
          weight: { values: ['81.65'], unit: 'kg' },
          'side-effects': { values: ['nausea', 'other'], other: 'Dizzy' },
          satisfaction: { values: ['somewhat'] },
          comments: { values: ['Hard week'] },
        },
        weight_kg: 81.65,
        created_at: new Date('2026-02-10T18:00:00Z'),
      },
      {
        ...common,
        id: PLAIN_CHECK_IN,
        date: '2026-03-10',
        answers: {
          weight: { values: ['80'], unit: 'kg' },
          'side-effects': { values: ['none'] },
          satisfaction: { values: ['very'] },
        },
        weight_kg: 80,
        created_at: new Date('2026-03-10T18:00:00Z'),
      },
    ]);
    // The moved answers are answers the feedback quiz itself accepts, so they read back as any check-in does.
    for (const row of rows as { answers: Parameters<typeof validateQuizAnswers>[1] }[]) {
      expect(validateQuizAnswers(WEIGHT_LOSS_FEEDBACK_QUIZ, row.answers)).toEqual({});
    }
    const oldTable = await pool.query(`select to_regclass('weight_loss_feedback') as found`);
    expect(oldTable.rows).toEqual([{ found: null }]);
  });
});
