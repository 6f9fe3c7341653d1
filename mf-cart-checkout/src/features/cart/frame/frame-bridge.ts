import { makeAutoObservable, reaction, runInAction } from 'mobx';
import {
  ACCOUNT_PATHS,
  createApiClient,
  CurrentUser,
  FRAME_MESSAGE_SOURCE,
  FRAME_PRICE_REFRESH_DELAY_MS,
  isAllowedFrameOrigin,
  readPageMessage,
  resolveFrameOrigins,
  type FrameInitData,
  type FrameToPageMessage,
} from '@labshop/shared-contracts/core';
import type { EventBus, EventPayload } from '@labshop/shared-contracts/web';
import type { CartStore } from '../cart-store';
import { cartFromInitData, currencyFromInitData, frameCartState } from './frame-cart';

/** What the frame reads of a message event. */
export interface FrameMessageEvent {
  readonly data: unknown;
  readonly origin: string;
  readonly source: unknown;
}

/** The window the frame lives in, as far as the protocol needs it; a test gives its own. */
export interface FrameWindow {
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void };
  addEventListener(type: 'message', listener: (event: FrameMessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: FrameMessageEvent) => void): void;
  readonly location: {
    /** The frame's own origin: what `'self'` in the allow-list names. */
    readonly origin: string;
    readonly ancestorOrigins?: { readonly length: number; item(index: number): string | null };
  };
  readonly document: { readonly referrer: string };
}

export type FrameStatus = 'not-embedded' | 'not-allowed' | 'waiting' | 'connected';

const SIGNED_OUT: EventPayload<'session:changed'> = { user: null, token: null };

function originOf(url: string): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The embedding frame protocol, the frame's side. It asks the page for the token and the init data,
 * signs in with the token (or signs out without one), applies the init data and refreshes prices 100 ms
 * later, and tells the page about every change of the cart. Messages from pages not on the allow-list are
 * ignored, and the cart (with patients' names) is only ever posted to an allowed page.
 */
export class FrameBridge {
  status: FrameStatus = 'waiting';
  /** The quiz record the page passed, if any. */
  quiz: FrameInitData['quiz'] = null;

  private readonly cart: CartStore;
  private readonly bus: EventBus;
  private readonly frameWindow: FrameWindow;
  private allowedOrigins: readonly string[] = [];
  private apiBase: string | undefined;
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  private stops: (() => void)[] = [];

  constructor(cart: CartStore, bus: EventBus, frameWindow: FrameWindow) {
    this.cart = cart;
    this.bus = bus;
    this.frameWindow = frameWindow;
    makeAutoObservable<
      FrameBridge,
      'cart' | 'bus' | 'frameWindow' | 'allowedOrigins' | 'apiBase' | 'refreshTimer' | 'stops'
    >(this, {
      cart: false,
      bus: false,
      frameWindow: false,
      allowedOrigins: false,
      apiBase: false,
      refreshTimer: false,
      stops: false,
    });
  }

  /** Starts once the public config names the pages that may embed the cart. Returns a function that stops. */
  connect(): () => void {
    if ((this.frameWindow.parent as unknown) === this.frameWindow) {
      this.status = 'not-embedded';
      return () => undefined;
    }
    const config = this.bus.on('config:loaded').subscribe((loaded) => {
      this.apiBase = loaded.apiBase;
      this.start(loaded.embedding?.parentOrigins ?? []);
    });
    this.stops.push(() => config.unsubscribe());
    return () => this.disconnect();
  }

  private start(allowedOrigins: readonly string[]): void {
    if (this.allowedOrigins.length > 0) return;
    this.allowedOrigins = resolveFrameOrigins(allowedOrigins, this.frameWindow.location.origin);
    if (this.targetOrigins().length === 0) {
      this.status = 'not-allowed';
      return;
    }
    const listener = (event: FrameMessageEvent) => this.receive(event);
    this.frameWindow.addEventListener('message', listener);
    this.stops.push(() => this.frameWindow.removeEventListener('message', listener));
    this.stops.push(
      reaction(
        () => JSON.stringify(frameCartState(this.cart)),
        () => this.post({ source: FRAME_MESSAGE_SOURCE, type: 'cart-changed', cart: frameCartState(this.cart) }),
      ),
    );
    this.post({ source: FRAME_MESSAGE_SOURCE, type: 'request-token' });
    this.post({ source: FRAME_MESSAGE_SOURCE, type: 'request-init-data' });
  }

  /** Leaves the bridge as before `connect`, so connecting again (a remount) starts over. */
  private disconnect(): void {
    clearTimeout(this.refreshTimer);
    this.stops.forEach((stop) => stop());
    this.stops = [];
    this.allowedOrigins = [];
  }

  /**
   * The page the frame is in, when the browser says which it is and it is allowed; otherwise every allowed
   * page (the browser delivers to the one that is really there, and to no other).
   */
  private targetOrigins(): string[] {
    const ancestors = this.frameWindow.location.ancestorOrigins;
    const parent =
      (ancestors && ancestors.length > 0 ? ancestors.item(0) : null) ?? originOf(this.frameWindow.document.referrer);
    if (parent) return isAllowedFrameOrigin(parent, this.allowedOrigins) ? [parent] : [];
    return this.allowedOrigins.flatMap((entry) => originOf(entry) ?? []);
  }

  private post(message: FrameToPageMessage): void {
    for (const origin of this.targetOrigins()) this.frameWindow.parent.postMessage(message, origin);
  }

  private receive(event: FrameMessageEvent): void {
    if (event.source !== this.frameWindow.parent) return;
    if (!isAllowedFrameOrigin(event.origin, this.allowedOrigins)) return;
    const message = readPageMessage(event.data);
    if (!message) return;
    this.status = 'connected';
    if (message.type === 'token') void this.signIn(message.token);
    else this.applyInitData(message.data);
  }

  /** The page returns the token, or clears the user when it has none. */
  private async signIn(token: string | null): Promise<void> {
    if (!token) {
      this.bus.emit('session:changed', SIGNED_OUT);
      return;
    }
    try {
      const client = createApiClient({ baseUrl: this.apiBase, getToken: () => token });
      const { default_facility: _facility, ...user } = await client.request(ACCOUNT_PATHS.user, {
        answer: CurrentUser,
      });
      this.bus.emit('session:changed', { user, token });
    } catch {
      // A token the API does not accept signs nobody in.
      this.bus.emit('session:changed', SIGNED_OUT);
    }
  }

  /**
   * Init data is applied, then prices are refreshed after 100 ms: every price, the fees and additional
   * services the page sent included, so the frame's cart shows what the shop will charge.
   */
  private applyInitData(data: FrameInitData): void {
    this.cart.load(cartFromInitData(data, this.cart.snapshot));
    if (data.nursingServices) this.cart.setNursingServices(data.nursingServices);
    const currency = currencyFromInitData(data);
    if (currency) this.cart.setCurrency(currency);
    if (data.quiz !== undefined) this.quiz = data.quiz;
    clearTimeout(this.refreshTimer);
    this.refreshTimer = setTimeout(() => {
      void this.cart.refreshAll().then(() => this.applyDiscountCode(data.discountCode));
    }, FRAME_PRICE_REFRESH_DELAY_MS);
  }

  /** The page's code is applied like a typed one: only when the server accepts it for this cart. */
  private async applyDiscountCode(code: string | null | undefined): Promise<void> {
    if (code === undefined) return;
    if (code === null) {
      runInAction(() => this.cart.discountCode.remove());
      return;
    }
    await this.cart.discountCode.apply(code);
  }
}
