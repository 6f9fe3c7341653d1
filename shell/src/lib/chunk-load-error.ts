/** A code-split file that failed to load: usually a new deploy removed the old hashed file. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && /Loading (CSS )?chunk [\w.-]+ failed/i.test(message);
}

/** Calls back when a chunk fails to load anywhere on the page (uncaught error or unhandled rejection). */
export function listenForChunkLoadErrors(
  onChunkLoadError: (error: unknown) => void,
  target: Window = window,
): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) onChunkLoadError(event.reason);
  };
  const onError = (event: ErrorEvent) => {
    if (isChunkLoadError(event.error)) onChunkLoadError(event.error);
  };
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
