import { Writable } from 'node:stream';

export interface LogCapture {
  readonly stream: Writable;
  /** The `msg` of every JSON log line written so far. */
  messages(): string[];
}

/** Collects the gateway's log lines, to assert on what an operator would read. */
export function captureLogs(): LogCapture {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const messages = () =>
    lines.map((line) => {
      const parsed: unknown = JSON.parse(line);
      return typeof parsed === 'object' && parsed !== null && 'msg' in parsed ? String(parsed.msg) : '';
    });
  return { stream, messages };
}
