import type { BookingFacility } from '@labshop/shared-contracts/core/api/booking';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { AppConfig } from '../../platform/config';
import type { MessageOutbox } from '../../platform/messages/message-outbox';
import { systemPrincipal, type Principal } from '../../platform/principal';
import type { BookingDoctorEntry } from '../doctors/service';
import type { OrdersService } from '../orders/service';

/** What the appointments ask of the rest of the shop: each part is owned by its own module. */
export interface AppointmentsDependencies {
  db: Database;
  clock: Clock;
  config: Pick<AppConfig, 'currency' | 'siteUrl'>;
  outbox: MessageOutbox;
  /** Doctors and their services, asked of the doctors module. */
  doctors: {
    all(): Promise<BookingDoctorEntry[]>;
    byIds(ids: readonly string[]): Promise<BookingDoctorEntry[]>;
    ofService(serviceId: string): Promise<BookingDoctorEntry | null>;
    ofAccount(accountId: string): Promise<BookingDoctorEntry | null>;
  };
  /** A facility as booking names it, asked of the collection points. */
  facilityOf(facilityId: string): Promise<BookingFacility | null>;
  orders: Pick<OrdersService, 'placeForVisit' | 'lockStatus' | 'moveStatus'>;
  /** The refund of a paid order through its provider, asked of the payments. */
  refundPaidOrder(orderId: string): Promise<unknown>;
  /** The account's people, asked of the accounts module. */
  people: {
    holder(accountId: string): Promise<{ firstName: string; lastName: string; email: string; phone: string } | null>;
    patientsOf(principal: Principal): Promise<{ id: string; firstName: string; lastName: string }[]>;
  };
}

export const DEFAULT_ZONE = 'Europe/Warsaw';
/** The reminder goes out once, this many hours before the visit. */
export const REMINDER_HOURS = 24;

/** The shop releases holds, sends reminders and settles payments for everyone alike. */
export const SHOP = systemPrincipal('release unpaid holds, send visit reminders, settle visit payments');
