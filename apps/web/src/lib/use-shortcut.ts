import { useEffect, useRef } from 'react';
import { type ShortcutEvent, shortcutRegistry } from './shortcuts';

let listeningComponents = 0;
const onKeyDown = (event: KeyboardEvent) => {
  shortcutRegistry.handle(event);
};

/** One document listener for every shortcut, present while at least one component uses a shortcut. */
function listen(): () => void {
  if (listeningComponents === 0) document.addEventListener('keydown', onKeyDown);
  listeningComponents += 1;
  return () => {
    listeningComponents -= 1;
    if (listeningComponents === 0) document.removeEventListener('keydown', onKeyDown);
  };
}

/**
 * Registers keyboard shortcuts in the portal's registry while the component is mounted. The handler may change on
 * every render; the registration does not. Registering a shortcut another mounted component holds throws.
 */
export function useShortcuts(
  shortcuts: readonly string[],
  description: string,
  run: (event: ShortcutEvent) => void,
): void {
  const latestRun = useRef(run);
  latestRun.current = run;
  const key = shortcuts.join('\n');
  useEffect(() => {
    const removals: (() => void)[] = [];
    try {
      for (const shortcut of key.split('\n')) {
        removals.push(shortcutRegistry.register(shortcut, description, (event) => latestRun.current(event)));
      }
    } catch (error) {
      // A duplicate must not leave the shortcuts registered before it behind.
      for (const remove of removals) remove();
      throw error;
    }
    const stopListening = listen();
    return () => {
      stopListening();
      for (const remove of removals) remove();
    };
  }, [key, description]);
}
