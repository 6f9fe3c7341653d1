import { ApiUpstreams, apiUrlsOf, UPSTREAM_REFRESH_MS, type ResolveAll } from './api-upstreams';

const takeTurns = (upstreams: ApiUpstreams, times: number) => Array.from({ length: times }, () => upstreams.next());

describe('the API instances behind the gateway', () => {
  it('reads API_URL as one URL or several', () => {
    expect(apiUrlsOf('http://127.0.0.1:4000')).toEqual(['http://127.0.0.1:4000']);
    expect(apiUrlsOf('http://127.0.0.1:4000, http://127.0.0.1:4001')).toEqual([
      'http://127.0.0.1:4000',
      'http://127.0.0.1:4001',
    ]);
  });

  it('asks the instances in turn', () => {
    const upstreams = new ApiUpstreams(['http://127.0.0.1:4000', 'http://127.0.0.1:4001/']);

    expect(takeTurns(upstreams, 5)).toEqual([
      'http://127.0.0.1:4000',
      'http://127.0.0.1:4001',
      'http://127.0.0.1:4000',
      'http://127.0.0.1:4001',
      'http://127.0.0.1:4000',
    ]);
  });

  it('counts a name with several addresses (a scaled service) as one instance per address', async () => {
    const resolveAll: ResolveAll = async (name) => (name === 'api' ? ['10.0.0.7', 'fd00::8'] : []);
    const upstreams = new ApiUpstreams(['http://api:4000'], { resolveAll });

    await upstreams.refresh();

    expect(takeTurns(upstreams, 3)).toEqual(['http://10.0.0.7:4000', 'http://[fd00::8]:4000', 'http://10.0.0.7:4000']);
  });

  it('asks the name again once its addresses are old, so instances that come and go are followed', async () => {
    let now = 0;
    let addresses = ['10.0.0.7'];
    const resolveAll: ResolveAll = async () => addresses;
    const upstreams = new ApiUpstreams(['http://api:4000'], { resolveAll, now: () => now });
    await upstreams.refresh();
    addresses = ['10.0.0.7', '10.0.0.9'];

    now += UPSTREAM_REFRESH_MS - 1;
    expect(takeTurns(upstreams, 2)).toEqual(['http://10.0.0.7:4000', 'http://10.0.0.7:4000']);
    now += 1;
    upstreams.next(); // starts the new lookup; the rotation keeps going meanwhile
    await upstreams.refresh();

    expect(new Set(takeTurns(upstreams, 2))).toEqual(new Set(['http://10.0.0.7:4000', 'http://10.0.0.9:4000']));
  });

  it('keeps using the name when it cannot be resolved, so the failure shows as the API being unavailable', async () => {
    const upstreams = new ApiUpstreams(['http://api:4000'], { resolveAll: () => Promise.reject(new Error('no')) });

    await upstreams.refresh();

    expect(upstreams.next()).toBe('http://api:4000');
  });

  it('takes localhost as written: its two addresses are one machine', async () => {
    const resolveAll = jest.fn<Promise<string[]>, [string]>();
    const upstreams = new ApiUpstreams(['http://localhost:4000'], { resolveAll });

    await upstreams.refresh();

    expect(upstreams.next()).toBe('http://localhost:4000');
    expect(resolveAll).not.toHaveBeenCalled();
  });
});
