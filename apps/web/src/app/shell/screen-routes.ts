import { createContext, useContext } from 'react';

/**
 * Whether a path opens a screen of the app's router (`screenChecker` over `router.routes`, provided in app.tsx).
 * The shell asks it so that links to areas not built yet stay hidden. Without a provider no screen exists.
 */
export const ScreenRoutesContext = createContext<(path: string) => boolean>(() => false);

export function useHasScreen(): (path: string) => boolean {
  return useContext(ScreenRoutesContext);
}
