import { createElement, useEffect } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * A tiny toast system (no library). `toast.success/error/warning(message, options)` from anywhere —
 * components, hooks or the HTTP client — and the messages appear in one live region mounted into
 * document.body on first use, so they outlive the page that raised them (a toast shown just before
 * a redirect stays on screen on the next page). This file is the store, in every page's first
 * view; the region that draws the toasts (toast-region.tsx) is loaded when the first one is due.
 */
export type ToastKind = 'success' | 'error' | 'warning';
export type ToastPosition = 'top-right' | 'top-center';

export interface ToastOptions {
  /** How long it stays; spec §9 default 5 s. Hovering or focusing it pauses the countdown. */
  durationMs?: number;
  position?: ToastPosition;
  /** A toast with the same id replaces the one on screen instead of stacking a second copy. */
  id?: string;
}

export interface ToastItem {
  id: string;
  /** Changes whenever the toast is (re)shown, so its countdown starts over. */
  key: number;
  kind: ToastKind;
  message: string;
  position: ToastPosition;
  durationMs: number;
}

/** Spec §9: a toast stays 5 s unless its caller says otherwise. */
export const DEFAULT_TOAST_MS = 5000;
let items: readonly ToastItem[] = [];
let nextKey = 1;
const listeners = new Set<() => void>();

function setItems(next: readonly ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const getItems = () => items;
export const getNoItems = (): readonly ToastItem[] => [];

export function dismiss(id: string) {
  if (items.some((item) => item.id === id)) setItems(items.filter((item) => item.id !== id));
}

/** The region's element once it is in the page (and a moment more); null until then. */
let regionHost: HTMLElement | null = null;
/** Resolves once the region is in the page; toasts raised before then wait for it. */
let regionReady: Promise<void> | null = null;

/**
 * Mounts the toast region into document.body once, loading its code first (again if the page's
 * body was replaced). Toasts are added only after it is there (and a moment more): a live region
 * must be in the page before its text arrives, or screen readers may not announce it.
 */
function ensureToaster(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  regionReady ??= import('./toast-region.tsx').then(({ Toaster }) => {
    const host = document.createElement('div');
    host.dataset.toaster = '';
    document.body.append(host);
    createRoot(host).render(createElement(Toaster));
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        regionHost = host;
        resolve();
      }, 100),
    );
  });
  return regionReady;
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${nextKey}`;
  const item: ToastItem = {
    id,
    key: nextKey++,
    kind,
    message,
    position: options.position ?? 'top-right',
    durationMs: options.durationMs ?? DEFAULT_TOAST_MS,
  };
  const add = () =>
    setItems(
      items.some((existing) => existing.id === id)
        ? items.map((existing) => (existing.id === id ? item : existing))
        : [...items, item],
    );
  if (regionHost?.isConnected) add();
  else {
    if (regionHost) regionHost = regionReady = null;
    void ensureToaster().then(add);
  }
  return id;
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  dismiss,
};

/** Mounts the toast region when a page opens, so its first message is announced too. */
export function useToaster() {
  useEffect(() => {
    void ensureToaster();
  }, []);
}
