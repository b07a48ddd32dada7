import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './route-tabs.module.css';

export interface RouteTab {
  value: string;
  label: ReactNode;
  icon?: ReactNode;
}

interface RouteTabsProps {
  tabs: readonly RouteTab[];
  /** The tab of the current path; null when the path belongs to none (the content shows below the tabs). */
  active: string | null;
  onChange: (value: string) => void;
  /** The active tab's screen (the route's outlet). */
  children: ReactNode;
}

/**
 * Tabs whose screens are child routes: every tab has its panel in the document (the inactive ones empty and
 * hidden), so each tab's `aria-controls` names an element that exists, and the route's screen is the active panel.
 * Tabs that do not fit on one line scroll sideways.
 */
export function RouteTabs({ tabs, active, onChange, children }: RouteTabsProps) {
  const hasActive = tabs.some((tab) => tab.value === active);
  return (
    <>
      <Tabs value={active} onChange={(value) => value && onChange(value)} keepMounted>
        <Tabs.List className={classes.list}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} leftSection={tab.icon}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="md">
            {tab.value === active ? children : null}
          </Tabs.Panel>
        ))}
      </Tabs>
      {hasActive ? null : children}
    </>
  );
}
