import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('uses argon2id with the OWASP parameters and verifies only the right password', async () => {
    const stored = await hashPassword('Secret123');

    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain('Secret123');
    expect(await verifyPassword(stored, 'Secret123')).toBe(true);
    expect(await verifyPassword(stored, 'secret123')).toBe(false);
    expect(await verifyPassword('not a hash', 'Secret123')).toBe(false);
  });
});
