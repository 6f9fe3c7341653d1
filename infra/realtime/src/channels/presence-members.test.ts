import { PresenceMembers } from './presence-members';

describe('PresenceMembers', () => {
  const patient = { userId: 'patient-1', userInfo: { name: 'Ada' } };

  it('adds a user with their first socket and removes them with their last', () => {
    const members = new PresenceMembers();

    expect(members.add('1.1', patient)).toBe(true);
    expect(members.add('1.2', patient)).toBe(false);
    expect(members.count).toBe(1);
    expect(members.remove('1.1')).toBeUndefined();
    expect(members.remove('1.2')).toEqual(patient);
    expect(members.count).toBe(0);
  });

  it('ignores a socket that never joined', () => {
    const members = new PresenceMembers();
    members.add('1.1', patient);

    expect(members.remove('9.9')).toBeUndefined();
    expect(members.count).toBe(1);
  });

  it('describes the members as pusher-js expects them on subscription', () => {
    const members = new PresenceMembers();
    members.add('1.1', patient);
    members.add('2.1', { userId: 'doctor-9', userInfo: undefined });

    expect(members.snapshot()).toEqual({
      presence: { ids: ['patient-1', 'doctor-9'], hash: { 'patient-1': { name: 'Ada' }, 'doctor-9': null }, count: 2 },
    });
  });
});
