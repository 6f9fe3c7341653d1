import { DELIVERY_ERROR_CODES, invalid } from '../delivery-errors';

/** A JSON object with the path it was found at, so every complaint says where ('Bundle.entry[2].resource.code'). */
export interface Located {
  value: Record<string, unknown>;
  path: string;
}

export function asObject(value: unknown, path: string): Located {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid(DELIVERY_ERROR_CODES.dataType, 'must be an object.', path);
  }
  return { value: value as Record<string, unknown>, path };
}

export function child(parent: Located, key: string): Located | null {
  const value = parent.value[key];
  return value === undefined ? null : asObject(value, `${parent.path}.${key}`);
}

export function list(parent: Located, key: string): Located[] {
  const value = parent.value[key];
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalid(DELIVERY_ERROR_CODES.dataType, 'must be a list.', `${parent.path}.${key}`);
  return value.map((item, index) => asObject(item, `${parent.path}.${key}[${index}]`));
}

export function text(parent: Located, key: string): string | null {
  const value = parent.value[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalid(DELIVERY_ERROR_CODES.dataType, 'must be text.', `${parent.path}.${key}`);
  return value;
}

export function requiredText(parent: Located, key: string): string {
  const value = text(parent, key);
  if (value === null || value.trim() === '') {
    throw invalid(DELIVERY_ERROR_CODES.requiredMissing, 'is required.', `${parent.path}.${key}`);
  }
  return value;
}

export function decimal(parent: Located, key: string): number | null {
  const value = parent.value[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw invalid(DELIVERY_ERROR_CODES.dataType, 'must be a number.', `${parent.path}.${key}`);
  }
  return value;
}
