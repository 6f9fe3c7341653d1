/** A refusal with the status Pusher's HTTP API would answer; the message is meant for the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
