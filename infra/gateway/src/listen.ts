import type { FastifyInstance } from 'fastify';

/** Listens, and closes cleanly on Ctrl-C or a stop from the process manager. */
export async function listenUntilStopped(app: FastifyInstance, host: string, port: number): Promise<void> {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await app.listen({ host, port });
}
