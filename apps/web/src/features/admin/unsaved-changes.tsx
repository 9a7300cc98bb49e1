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
 * Warns before typed work is lost (decision 074): a link or a redirect inside the app waits for
 * "Leave without saving?", and closing or reloading the tab gets the browser's own question
 * (React Router's useBeforeUnload). `dirty` is false while a save is under way, so the page a
 * save leads to opens without a question.
 *
 * Not `useBlocker`: it needs React Router's data router, whose code would land in the shop's
 * first view (app/router.tsx). The shop's router hands every in-app move to its navigator's
 * push or replace; while there is unsaved work those wait here for the answer.
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
    return holdMoves(navigator, (move) => setHeld(() => move));
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
