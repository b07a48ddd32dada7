import { Outlet, ScrollRestoration } from 'react-router';
import { UnsavedChangesProvider } from '@/components/unsaved-changes';
import { DocumentTitle } from './document-title';

/**
 * The outermost route: the document title, scroll restoration and the question before leaving unsaved edits, for
 * every page.
 */
export function RootLayout() {
  return (
    <UnsavedChangesProvider>
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
    </UnsavedChangesProvider>
  );
}
