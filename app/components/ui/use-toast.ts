/**
 * Toast state (docs/product.md sections 4 and 9): at most one toast is shown, and a dismissed toast is removed
 * from the tree 5000 ms later (after its exit animation). A module-level store lets any code,
 * including mutation callbacks outside React, raise a toast.
 */
import { useSyncExternalStore, type ReactNode } from "react";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 5000;

export type ToastVariant = "default" | "destructive" | "success";

export interface ToastItem {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ReactNode;
  duration?: number;
  open: boolean;
}

export type ToastInput = Omit<ToastItem, "id" | "open">;

interface State {
  toasts: ToastItem[];
}

let count = 0;
const nextId = () => String((count = (count + 1) % Number.MAX_SAFE_INTEGER));

const listeners = new Set<(state: State) => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let memoryState: State = { toasts: [] };

function setState(next: State) {
  memoryState = next;
  for (const listener of listeners) listener(memoryState);
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      setState({ toasts: memoryState.toasts.filter((t) => t.id !== id) });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string) {
  for (const t of memoryState.toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  setState({ toasts: memoryState.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)) });
}

export function toast(input: ToastInput) {
  const id = nextId();
  setState({ toasts: [{ ...input, id, open: true }, ...memoryState.toasts].slice(0, TOAST_LIMIT) });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch: ToastInput) => setState({ toasts: memoryState.toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)) }),
  };
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

const snapshot = () => memoryState;

export function useToast() {
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: state.toasts, toast, dismiss: dismissToast };
}
