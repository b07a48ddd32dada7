/** One tab of a details screen: a child route under the product's path. */
export interface DetailsTab {
  path: string;
  label: string;
  /** Matched by its path but not offered (a tab this product or customer may not see). */
  isHidden?: boolean;
}

/**
 * The tab a path shows: the one whose path ends it (`…/port/a`), else one a dialog route sits under
 * (`…/bgp-sessions/bgp-session/create`), else the first (the index route).
 */
export function currentTab(pathname: string, tabs: readonly DetailsTab[]): string {
  const path = pathname.replace(/\/+$/, '');
  const ending = tabs.find((tab) => path.endsWith(`/${tab.path}`));
  const under = tabs.find((tab) => path.includes(`/${tab.path}/`));
  return ending?.path ?? under?.path ?? tabs[0]?.path ?? '';
}
