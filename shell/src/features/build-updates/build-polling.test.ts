import { answering } from '../../testing/json-response';
import { BUILD_POLL_INTERVAL_MS, createReloadOnNextNavigation, isNewBuild, startBuildPolling } from './build-polling';

describe('new-build polling', () => {
  afterEach(() => jest.useRealTimers());

  it('decides a build is new only when the id differs', () => {
    expect(isNewBuild({ id: 'b2' }, 'b1')).toBe(true);
    expect(isNewBuild({ id: 'b1' }, 'b1')).toBe(false);
    expect(isNewBuild({ id: '' }, 'b1')).toBe(false);
    expect(isNewBuild({}, 'b1')).toBe(false);
    expect(isNewBuild(null, 'b1')).toBe(false);
  });

  it('checks /builds/latest.json with a cache buster once an hour', async () => {
    jest.useFakeTimers();
    const fetchJson = answering({ id: 'b1' });
    const onNewBuild = jest.fn();
    const stop = startBuildPolling({ runningId: 'b1', onNewBuild, fetchJson, now: () => 42 });
    expect(BUILD_POLL_INTERVAL_MS).toBe(3_600_000);
    await jest.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS - 1);
    expect(fetchJson).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchJson).toHaveBeenCalledWith('/builds/latest.json?t=42', { cache: 'no-store' });
    expect(onNewBuild).not.toHaveBeenCalled();
    stop();
  });

  it('reports a new build once', async () => {
    jest.useFakeTimers();
    const onNewBuild = jest.fn();
    const stop = startBuildPolling({ runningId: 'b1', onNewBuild, fetchJson: answering({ id: 'b2' }) });
    await jest.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS * 3);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reloads at the next navigation after a new build, not before', () => {
    const reload = jest.fn();
    const reloader = createReloadOnNextNavigation(reload);
    reloader.navigated();
    expect(reload).not.toHaveBeenCalled();
    reloader.newBuildAvailable();
    expect(reload).not.toHaveBeenCalled();
    reloader.navigated();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
