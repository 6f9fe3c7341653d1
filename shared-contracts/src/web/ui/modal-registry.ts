import type { ComponentType } from 'react';
import { useSyncExternalStore } from 'react';
import type { ModalName } from '@labshop/shared-contracts/core';

/** What the shell's modal host gives a modal body. */
export interface ModalBodyProps {
  name: ModalName;
  /** The props sent with `modal:open`. */
  props: Readonly<Record<string, unknown>>;
  /** Closes the modal and emits `modal:settled` with action `confirm` (and the value, if any). */
  confirm: (value?: unknown) => void;
  /** Closes the modal and emits `modal:settled` with action `cancel`. */
  cancel: () => void;
}

export interface ModalBodyRegistration {
  /** The dialog's accessible title. */
  title: string | ((props: Readonly<Record<string, unknown>>) => string);
  Body: ComponentType<ModalBodyProps>;
}

interface ModalRegistry {
  bodies: Map<ModalName, ModalBodyRegistration>;
  listeners: Set<() => void>;
  version: number;
}

// One registry for the page, however many copies of shared-contracts the remotes bring.
const REGISTRY_KEY = Symbol.for('labshop.modal-registry');
type RegistryHolder = { [REGISTRY_KEY]?: ModalRegistry };

function registry(): ModalRegistry {
  const holder = globalThis as RegistryHolder;
  holder[REGISTRY_KEY] ??= { bodies: new Map(), listeners: new Set(), version: 0 };
  return holder[REGISTRY_KEY];
}

function changed(): void {
  const current = registry();
  current.version += 1;
  current.listeners.forEach((listener) => listener());
}

/**
 * A remote registers the body of a modal it owns; the shell's modal host renders it inside its dialog.
 * Returns a function that removes the registration (call it when the remote unmounts).
 */
export function registerModalBody(name: ModalName, registration: ModalBodyRegistration): () => void {
  registry().bodies.set(name, registration);
  changed();
  return () => {
    if (registry().bodies.get(name) !== registration) return;
    registry().bodies.delete(name);
    changed();
  };
}

export function getModalBody(name: ModalName): ModalBodyRegistration | undefined {
  return registry().bodies.get(name);
}

export function subscribeModalBodies(listener: () => void): () => void {
  registry().listeners.add(listener);
  return () => registry().listeners.delete(listener);
}

/** The registered body of a modal, re-rendering when a remote registers or removes one. */
export function useModalBody(name: ModalName): ModalBodyRegistration | undefined {
  useSyncExternalStore(subscribeModalBodies, () => registry().version);
  return getModalBody(name);
}
