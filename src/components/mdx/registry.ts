import type { ComponentType } from 'react';
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
} satisfies Record<MdxComponentName, ComponentType<never>>;
