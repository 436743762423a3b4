import type { ReactElement } from 'react';
import type { Edition, Stage } from '../../config/front-matter.ts';
import { Icon } from '../Icons.tsx';

export const EDITION_LABELS: Record<Edition, string> = {
  oss: 'DataHub Core (open source)',
  cloud: 'DataHub Cloud',
  both: 'DataHub Core and DataHub Cloud',
};

/** Shown when self-hosted deployments have part of the feature. */
export const PARTIAL_LABEL = 'Partly in open source';
/** Text of the link to the page comparing the editions. */
export const COMPARE_LABEL = 'Compare editions';

export const STAGE_LABELS: Record<Stage, string> = {
  alpha: 'Alpha',
  'private-beta': 'Private beta',
  'public-beta': 'Public beta',
  ga: 'Generally available',
  deprecated: 'Deprecated',
};

/** The props a page may give: ours (`edition`, `stage`) and those of Docusaurus-era pages (DataHub's component). */
export interface FeatureAvailabilityProps {
  edition?: Edition;
  stage?: Stage;
  saasOnly?: boolean;
  ossOnly?: boolean;
  selfHostedPartial?: boolean;
  comparisonLink?: string;
}

/** The edition the props describe: `saasOnly` is cloud, `ossOnly` open source. */
export function availabilityEdition(props: Pick<FeatureAvailabilityProps, 'edition' | 'saasOnly' | 'ossOnly'>): Edition {
  return props.edition ?? (props.saasOnly ? 'cloud' : props.ossOnly ? 'oss' : 'both');
}

/** The availability badge: which edition has the feature, how mature it is, and where the editions are compared. */
export function FeatureAvailability(props: FeatureAvailabilityProps): ReactElement {
  const edition = availabilityEdition(props);
  const { stage, selfHostedPartial, comparisonLink } = props;
  return (
    <p className={`availability availability-${edition}`}>
      <span className="availability-label">Available in</span>{' '}
      <span className={`badge badge-${edition}`}>
        {edition === 'cloud' && <Icon name="cloud" size={14} />}
        {EDITION_LABELS[edition]}
      </span>
      {selfHostedPartial && edition === 'both' && (
        <>
          {' '}
          <span className="badge badge-partial">{PARTIAL_LABEL}</span>
        </>
      )}
      {stage && (
        <>
          {' '}
          <span className={`badge badge-stage badge-${stage}`}>{STAGE_LABELS[stage]}</span>
        </>
      )}
      {comparisonLink && (
        <>
          {' '}
          <a className="availability-compare" href={comparisonLink}>
            {COMPARE_LABEL}
          </a>
        </>
      )}
    </p>
  );
}
