import type { ComponentType } from 'react';
import { Admonition } from './Admonition.tsx';
import { Card, Cards } from './Cards.tsx';
import { Details } from './Details.tsx';
import { FeatureAvailability } from './FeatureAvailability.tsx';
import type { MdxComponentName } from './schemas.ts';
import { TabItem, Tabs } from './Tabs.tsx';

/** The components MDX pages may use, by the name authors write. Checked against schemas.ts. */
export const MDX_COMPONENTS = {
  Tabs,
  TabItem,
  FeatureAvailability,
  Cards,
  Card,
  Details,
  Admonition,
} satisfies Record<MdxComponentName, ComponentType<never>>;
