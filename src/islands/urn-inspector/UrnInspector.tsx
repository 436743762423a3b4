import type { ReactElement } from 'react';
import type { UrnModel } from '../../shared/urn-model.ts';
import { BuildPanel } from './BuildPanel.tsx';
import { InspectPanel } from './InspectPanel.tsx';

export interface UrnInspectorProps {
  model: UrnModel;
  /** Set on entity pages: the inspector checks and builds URNs of this type only. */
  entity?: string;
  entityBase: string;
  headingLevel: 2 | 3;
  initialUrn: string;
}

/** The two halves of the tool: read a URN (parse and check) and write one (fields → encoded URN). */
export function UrnInspector({ model, entity, entityBase, headingLevel, initialUrn }: UrnInspectorProps): ReactElement {
  return (
    <div className="urn-tool">
      <InspectPanel model={model} entity={entity} entityBase={entityBase} headingLevel={headingLevel} initialUrn={initialUrn} />
      <BuildPanel model={model} entity={entity} headingLevel={headingLevel} />
    </div>
  );
}
