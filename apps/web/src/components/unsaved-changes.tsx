import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/** A form's question "do I hold edits that are not saved?", asked at the moment the user leaves. */
type DirtyCheck = () => boolean;

interface Registry {
  add: (check: DirtyCheck) => () => void;
}

const UnsavedChangesContext = createContext<Registry | null>(null);

/**
 * Forms never lose work: while any form on the page holds unsaved edits, leaving it for another path asks first
 * (React Router's blocker; one for the whole app, since the router allows only one), and closing or reloading the
 * tab gets the browser's own question. Forms join with `useUnsavedChanges`.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const checks = useRef(new Set<DirtyCheck>());
  const isAnyDirty = useCallback(() => [...checks.current].some((check) => check()), []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isAnyDirty(),
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!isAnyDirty()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isAnyDirty]);

  const registry = useMemo<Registry>(
    () => ({
      add: (check) => {
        checks.current.add(check);
        return () => checks.current.delete(check);
      },
    }),
    [],
  );

  return (
    <UnsavedChangesContext.Provider value={registry}>
      {children}
      <ConfirmDialog
        opened={blocker.state === 'blocked'}
        title="Leave without saving?"
        confirmLabel="Leave without saving"
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      >
        Your changes on this page are not saved yet. If you leave now, they are lost.
      </ConfirmDialog>
    </UnsavedChangesContext.Provider>
  );
}

/**
 * Joins a form to the unsaved-changes question. `isDirty` is asked when the user leaves (so it may read a form's
 * current state, `() => form.isDirty()`). Call `release()` when the edits have been saved and the form is about to
 * navigate away itself (an order that opens what it created), so that navigation is not questioned.
 */
export function useUnsavedChanges(isDirty: () => boolean): { release: () => void } {
  const registry = useContext(UnsavedChangesContext);
  const released = useRef(false);
  const latest = useRef(isDirty);
  latest.current = isDirty;

  useEffect(() => {
    if (!registry) return undefined;
    released.current = false;
    return registry.add(() => !released.current && latest.current());
  }, [registry]);

  return useMemo(
    () => ({
      release: () => {
        released.current = true;
      },
    }),
    [],
  );
}
