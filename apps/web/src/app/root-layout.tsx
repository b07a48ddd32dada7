import { Outlet, ScrollRestoration } from 'react-router';
import { DocumentTitle } from './document-title';

/** The outermost route: the document title and scroll restoration for every page. */
export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
