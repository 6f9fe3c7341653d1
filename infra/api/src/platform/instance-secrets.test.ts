import { instanceSecrets } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { readConfig } from './config';
import { fillUnsetSecrets } from './instance-secrets';

describe('signing secrets the operator left unset', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('are made once and read back the same by every later start', async () => {
    const first = readConfig({});
    const second = readConfig({});

    await fillUnsetSecrets(testApp.db, first);
    await fillUnsetSecrets(testApp.db, second);

    expect(first.paymentSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(first.orderTokenSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(first.orderTokenSecret).not.toBe(first.paymentSecret);
    expect(second).toMatchObject({ paymentSecret: first.paymentSecret, orderTokenSecret: first.orderTokenSecret });
  });

  it('leave a configured secret as it is and store nothing for it', async () => {
    const configured = readConfig({ PAYMENT_SANDBOX_SECRET: 'from-the-operator' });

    await fillUnsetSecrets(testApp.db, configured);

    expect(configured.paymentSecret).toBe('from-the-operator');
    const names = (await testApp.db.select().from(instanceSecrets)).map((row) => row.value);
    expect(names).not.toContain('from-the-operator');
  });
});
