// Pusher's liveness rule: after `activity_timeout` of silence the server pings; a connection that then
// stays silent for the pong timeout is closed, so dead sockets do not hold channels or presence seats.
export interface ActivityMonitorOptions {
  idleMs: number;
  pongTimeoutMs: number;
  ping: () => void;
  giveUp: () => void;
}

export class ActivityMonitor {
  private readonly idleTimer: NodeJS.Timeout;
  private pongTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: ActivityMonitorOptions) {
    this.idleTimer = setTimeout(() => this.pingIdleClient(), options.idleMs);
  }

  /** Any message from the client counts as a sign of life. */
  touch(): void {
    if (this.stopped) return;
    clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
    this.idleTimer.refresh();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.idleTimer);
    clearTimeout(this.pongTimer);
  }

  private pingIdleClient(): void {
    this.options.ping();
    this.pongTimer = setTimeout(() => this.options.giveUp(), this.options.pongTimeoutMs);
  }
}
