import {
  STALE_EDIT_MESSAGE,
  type AdminDiscountCode,
  type DiscountCodeActivity,
  type DiscountCodeEdit,
  type DiscountCodeForm,
  type DiscountCodeOrders,
  type DiscountCodeOrder,
} from '@labshop/shared-contracts/core/api/admin-discount-codes';
import { recordAudit } from '../../db/audit-log';
import type { Database, DatabaseExecutor } from '../../db/client';
import { ForbiddenError } from '../../platform/authorization';
import type { Clock } from '../../platform/clock';
import { HttpError, notFound, ValidationError } from '../../platform/errors';
import { isAdmin, type Principal } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import { fieldOfRefusal, readCodeForm } from './code-form';
import {
  administeredCode,
  insertAdministeredCode,
  listAdministeredCodes,
  updateAdministeredCode,
  type AdministeredCode,
} from './store';

type Uses = { paid: number; open: number };

export interface CodeAdministrationDeps {
  db: Database;
  clock: Clock;
  currency: string;
  /** The orders service's count of each code's paid and open orders. */
  usesOf: (codeIds: readonly string[]) => Promise<Map<string, Uses>>;
  /** The orders service's list of the orders placed with a code. */
  ordersWithCode: (codeId: string) => Promise<DiscountCodeOrder[]>;
}

/** A code as the audit log keeps it before and after a change. */
function auditedOf(code: AdministeredCode) {
  return {
    ...code,
    startsAt: code.startsAt?.toISOString() ?? null,
    endsAt: code.endsAt?.toISOString() ?? null,
    createdAt: code.createdAt.toISOString(),
    updatedAt: code.updatedAt.toISOString(),
  };
}

function answerOf(code: AdministeredCode, uses: Uses | undefined): AdminDiscountCode {
  return { ...auditedOf(code), uses: uses ?? { paid: 0, open: 0 } };
}

/**
 * The back-office's discount codes: list them with their uses, create and edit them, switch them on and off, and
 * see the orders that used each. Only an administrator at work may ('It cannot be done.' to anyone else); every
 * change is written to the audit log in its own transaction, and an edit made from an older version is a 409.
 */
export function createCodeAdministration(deps: CodeAdministrationDeps) {
  const { db, clock } = deps;

  function onlyAnAdministrator(principal: Principal): string {
    if (!isAdmin(principal)) throw new ForbiddenError();
    return principal.accountId;
  }

  async function stored(db: DatabaseExecutor, id: string): Promise<AdministeredCode> {
    const code = isRecordId(id) ? await administeredCode(db, id) : null;
    if (code === null) throw notFound();
    return code;
  }

  async function answered(id: string): Promise<AdminDiscountCode> {
    const code = await stored(db, id);
    return answerOf(code, (await deps.usesOf([id])).get(id));
  }

  /** Runs a write, telling the administrator on which field the database refused it. */
  async function written<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const field = fieldOfRefusal(error);
      if (field !== null) throw new ValidationError(field);
      throw error;
    }
  }

  /** Applies a change made from `version` and audit-logs the code before and after; 409 when someone came first. */
  async function change(
    principal: Principal,
    id: string,
    version: number,
    event: string,
    settings: Parameters<typeof updateAdministeredCode>[3],
  ): Promise<AdminDiscountCode> {
    const actorId = onlyAnAdministrator(principal);
    await written(() =>
      db.transaction(async (tx) => {
        const before = await stored(tx, id);
        if (!(await updateAdministeredCode(tx, id, version, settings, clock()))) {
          throw new HttpError(409, STALE_EDIT_MESSAGE);
        }
        const after = await stored(tx, id);
        await recordAudit(tx, {
          event,
          actorId,
          record: { type: 'discount_code', id },
          before: auditedOf(before),
          after: auditedOf(after),
        });
      }),
    );
    return answered(id);
  }

  return {
    async list(principal: Principal): Promise<AdminDiscountCode[]> {
      onlyAnAdministrator(principal);
      const codes = await listAdministeredCodes(db);
      const uses = await deps.usesOf(codes.map((code) => code.id));
      return codes.map((code) => answerOf(code, uses.get(code.id)));
    },

    async read(principal: Principal, id: string): Promise<AdminDiscountCode> {
      onlyAnAdministrator(principal);
      return answered(id);
    },

    async create(principal: Principal, form: DiscountCodeForm): Promise<AdminDiscountCode> {
      const actorId = onlyAnAdministrator(principal);
      const settings = readCodeForm(form);
      const id = await written(() =>
        db.transaction(async (tx) => {
          const newId = await insertAdministeredCode(tx, settings);
          const after = await stored(tx, newId);
          await recordAudit(tx, {
            event: 'discount_code_created',
            actorId,
            record: { type: 'discount_code', id: newId },
            after: auditedOf(after),
          });
          return newId;
        }),
      );
      return answered(id);
    },

    edit(principal: Principal, id: string, edit: DiscountCodeEdit): Promise<AdminDiscountCode> {
      onlyAnAdministrator(principal);
      return change(principal, id, edit.version, 'discount_code_changed', readCodeForm(edit));
    },

    setActivity(principal: Principal, id: string, activity: DiscountCodeActivity): Promise<AdminDiscountCode> {
      const event = activity.active ? 'discount_code_activated' : 'discount_code_deactivated';
      return change(principal, id, activity.version, event, { active: activity.active });
    },

    async orders(principal: Principal, id: string): Promise<DiscountCodeOrders> {
      onlyAnAdministrator(principal);
      await stored(db, id);
      return { orders: await deps.ordersWithCode(id), currency: deps.currency };
    },
  };
}

export type CodeAdministration = ReturnType<typeof createCodeAdministration>;
