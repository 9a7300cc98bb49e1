import { useCallback, useContext, useEffect, useState } from 'react';
import { UNSAFE_NavigationContext, useBeforeUnload, type Navigator } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';

/**
 * Until the returned function is called, the router's moves are handed to `onHold` (to be made
 * or dropped) instead of made.
 */
function holdMoves(navigator: Navigator, onHold: (move: () => void) => void): () => void {
  const { push, replace } = navigator;
  navigator.push = (...move) => onHold(() => push.apply(navigator, move));
  navigator.replace = (...move) => onHold(() => replace.apply(navigator, move));
  return () => {
    navigator.push = push;
    navigator.replace = replace;
  };
}

/**
 * The part of the browser's Navigation API used here (Chromium, Safari 26 and Firefox 147 have
 * it; TypeScript 5.9's DOM types do not yet).
 */
interface TraverseEvent extends Event {
  readonly navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  readonly cancelable: boolean;
  readonly destination: { readonly index: number };
}
interface ShopNavigation extends EventTarget {
  readonly currentEntry: { readonly index: number } | null;
}

/**
 * Until the returned function is called, the browser's Back and Forward buttons are handed to
 * `onHold` too: the Navigation API announces a step through the tab's history (`navigate`, of
 * type `traverse`) before it is taken, and a cancelled one never reaches the router's popstate.
 * The browser lets a page cancel such a step only once per user action (so a page cannot trap
 * its visitors); a step it may not cancel goes through, and the tab's question still covers
 * closing and reloading.
 */
function holdHistorySteps(onHold: (move: () => void) => void): () => void {
  const navigation = (window as { navigation?: ShopNavigation }).navigation;
  if (!navigation) return () => {};
  let leaving = false;
  const onNavigate = (event: Event) => {
    const step = event as TraverseEvent;
    if (leaving || step.navigationType !== 'traverse' || !step.cancelable) return;
    const from = navigation.currentEntry?.index;
    if (from === undefined || from < 0) return;
    step.preventDefault();
    const delta = step.destination.index - from;
    onHold(() => {
      leaving = true;
      window.history.go(delta);
    });
  };
  navigation.addEventListener('navigate', onNavigate);
  return () => navigation.removeEventListener('navigate', onNavigate);
}

/**
 * Warns before typed work is lost (decision 074): a link, a redirect or the browser's Back and
 * Forward buttons wait for "Leave without saving?", and closing or reloading the tab gets the
 * browser's own question (React Router's useBeforeUnload). `dirty` is false while a save is under
 * way, so the page a save leads to opens without a question.
 *
 * Not `useBlocker`: it needs React Router's data router, whose code would land in the shop's
 * first view (app/router.tsx). The shop's router hands every in-app move to its navigator's
 * push or replace, and the browser announces Back and Forward before taking them; while there
 * is unsaved work both wait here for the answer.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!dirty) return;
        event.preventDefault();
        // Older browsers ask only when a value is set.
        event.returnValue = '';
      },
      [dirty],
    ),
  );

  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [held, setHeld] = useState<(() => void) | undefined>();
  useEffect(() => {
    if (!dirty) return;
    const hold = (move: () => void) => setHeld(() => move);
    const releaseMoves = holdMoves(navigator, hold);
    const releaseSteps = holdHistorySteps(hold);
    return () => {
      releaseMoves();
      releaseSteps();
    };
  }, [dirty, navigator]);

  if (!held) return null;
  return (
    <ConfirmDialog
      title="Leave without saving?"
      text="The changes you made on this page have not been saved. If you leave, they are lost."
      confirmLabel="Leave without saving"
      cancelLabel="Stay on this page"
      onConfirm={() => {
        setHeld(undefined);
        held();
      }}
      onCancel={() => setHeld(undefined)}
    />
  );
}
