import { sql } from 'drizzle-orm';
import { MARKET } from '@labshop/shared-contracts/core';
import { AUDIT_LOG_QUERY_MESSAGES, AuditLogPage } from '@labshop/shared-contracts/core/api/admin-audit-log';
import { createTestAccount, signedIn, signedInAs } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

const FORBIDDEN = { message: 'It cannot be done.' };

/** What the database said when it refused the statement; 'done' when it did not refuse. */
const databaseRefusal = (statement: Promise<unknown>): Promise<string> =>
  statement.then(
    () => 'done',
    (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
  );

const shopDay = (moment: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: MARKET.country.timeZone }).format(moment);

describe('the audit log', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const get = async (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: `/api/${url}`, headers });

  async function signedInAdmin() {
    const admin = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
    return { admin, headers: await signedInAs(testApp.app, admin.id, 'admin') };
  }

  it('answers 401 to a guest and 403 ‘It cannot be done.’ to a patient, a doctor and an admin acting as patient', async () => {
    expect((await get('admin/audit-log')).statusCode).toBe(401);
    const patient = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);
    const doctor = await createTestAccount(testApp.db, { roles: ['patient', 'doctor'] });
    const adminAccount = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
    for (const headers of [
      patient,
      await signedInAs(testApp.app, doctor.id, 'doctor'),
      await signedIn(testApp.app, adminAccount.id),
    ]) {
      const refused = await get('admin/audit-log', headers);
      expect([refused.statusCode, refused.json()]).toEqual([403, FORBIDDEN]);
    }
  });

  it('records who blocked and unblocked an account, with the account before and after, and finds it by each filter', async () => {
    const { admin, headers } = await signedInAdmin();
    const target = await createTestAccount(testApp.db);
    await testApp.app.inject({ method: 'POST', url: `/api/admin/accounts/${target.id}/block`, headers });
    await testApp.app.inject({ method: 'POST', url: `/api/admin/accounts/${target.id}/unblock`, headers });

    const byActor = expectShape((await get(`admin/audit-log?actor=${admin.id}`, headers)).json(), AuditLogPage);
    expect(byActor.entries.map((entry) => entry.action)).toEqual(['account_unblocked', 'account_blocked']);
    expect(byActor.entries[1]).toMatchObject({
      actor: { id: admin.id, email: admin.email },
      record: { type: 'account', id: target.id },
      before: { id: target.id, status: 'active' },
      after: { id: target.id, status: 'blocked' },
    });

    const byActionAndRecord = expectShape(
      (await get(`admin/audit-log?action=account_blocked&recordType=account&recordId=${target.id}`, headers)).json(),
      AuditLogPage,
    );
    expect(byActionAndRecord.entries.map((entry) => [entry.action, entry.actor?.id])).toEqual([
      ['account_blocked', admin.id],
    ]);

    // Days are the shop's: a range of the day of the block holds it, a range of the day after does not.
    const blockedAt = new Date(byActor.entries[1]!.at);
    const blockDay = shopDay(blockedAt);
    const dayAfter = shopDay(new Date(blockedAt.getTime() + 24 * 3600_000));
    const inRange = async (from: string, to: string) =>
      expectShape((await get(`admin/audit-log?actor=${admin.id}&from=${from}&to=${to}`, headers)).json(), AuditLogPage)
        .entries.length;
    expect([await inRange(blockDay, blockDay), await inRange(dayAfter, dayAfter)]).toEqual([2, 0]);
  });

  it('pages the log, newest first, and says how many pages there are', async () => {
    const { admin, headers } = await signedInAdmin();
    for (const target of [await createTestAccount(testApp.db), await createTestAccount(testApp.db)]) {
      await testApp.app.inject({ method: 'POST', url: `/api/admin/accounts/${target.id}/block`, headers });
    }
    const first = expectShape((await get(`admin/audit-log?actor=${admin.id}&perPage=1`, headers)).json(), AuditLogPage);
    const second = expectShape(
      (await get(`admin/audit-log?actor=${admin.id}&perPage=1&page=2`, headers)).json(),
      AuditLogPage,
    );
    expect([first.total, first.pages, first.entries.length, second.entries.length]).toEqual([2, 2, 1, 1]);
    expect(first.entries[0]!.at > second.entries[0]!.at).toBe(true);
  });

  it('answers a 422 by field for a filter it cannot read', async () => {
    const { headers } = await signedInAdmin();
    const refused = await get('admin/audit-log?actor=someone&from=2026-02-30&page=0&perPage=1000', headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      actor: [AUDIT_LOG_QUERY_MESSAGES.actor],
      from: [AUDIT_LOG_QUERY_MESSAGES.day],
      page: [AUDIT_LOG_QUERY_MESSAGES.page],
      perPage: [AUDIT_LOG_QUERY_MESSAGES.perPage],
    });
    const backwards = await get('admin/audit-log?from=2026-03-05&to=2026-03-01', headers);
    expect(backwards.json().errors).toEqual({ to: [AUDIT_LOG_QUERY_MESSAGES.range] });
  });

  it('cannot be changed or emptied by the application: updates, deletes and truncation are refused', async () => {
    const { headers } = await signedInAdmin();
    const target = await createTestAccount(testApp.db);
    await testApp.app.inject({ method: 'POST', url: `/api/admin/accounts/${target.id}/block`, headers });

    for (const statement of [
      sql`update audit_log set event = 'nothing' where account_id = ${target.id}`,
      sql`delete from audit_log where account_id = ${target.id}`,
      sql`truncate audit_log`,
    ]) {
      expect(await databaseRefusal(testApp.db.execute(statement))).toMatch(/append-only/);
    }
    const [row] = (
      await testApp.db.execute<{ event: string }>(sql`select event from audit_log where account_id = ${target.id}`)
    ).rows;
    expect(row?.event).toBe('account_blocked');
  });
});
