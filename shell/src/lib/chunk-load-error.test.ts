import { isChunkLoadError, listenForChunkLoadErrors } from './chunk-load-error';

function chunkError(): Error {
  const error = new Error('Loading chunk 231 failed.\n(error: https://example.test/231.js)');
  error.name = 'ChunkLoadError';
  return error;
}

function rejectionOf(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

describe('chunk-load errors', () => {
  it('recognises webpack chunk-load failures only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk pages-faq failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('hears a chunk failure from an unhandled rejection or an error event', () => {
    const onChunkLoadError = jest.fn();
    const stop = listenForChunkLoadErrors(onChunkLoadError);
    window.dispatchEvent(rejectionOf(chunkError()));
    window.dispatchEvent(new ErrorEvent('error', { error: chunkError() }));
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined') }));
    expect(onChunkLoadError).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(rejectionOf(chunkError()));
    expect(onChunkLoadError).toHaveBeenCalledTimes(2);
  });
});
