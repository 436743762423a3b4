import type { ReactElement } from 'react';
import type { Edition, Stage } from '../../config/front-matter.ts';
import { Icon } from '../Icons.tsx';

export const EDITION_LABELS: Record<Edition, string> = {
  oss: 'DataHub Core (open source)',
  cloud: 'DataHub Cloud',
  both: 'DataHub Core and DataHub Cloud',
};

export const STAGE_LABELS: Record<Stage, string> = {
  alpha: 'Alpha',
  'private-beta': 'Private beta',
  'public-beta': 'Public beta',
  ga: 'Generally available',
  deprecated: 'Deprecated',
};

/** The availability badge: which edition has the feature and how mature it is. */
export function FeatureAvailability({ edition = 'both', stage }: { edition?: Edition; stage?: Stage }): ReactElement {
  return (
    <p className={`availability availability-${edition}`}>
      <span className="availability-label">Available in</span>{' '}
      <span className={`badge badge-${edition}`}>
        {edition === 'cloud' && <Icon name="cloud" size={14} />}
        {EDITION_LABELS[edition]}
      </span>
      {stage && (
        <>
          {' '}
          <span className={`badge badge-stage badge-${stage}`}>{STAGE_LABELS[stage]}</span>
        </>
      )}
    </p>
  );
}
