import type { ReactElement } from 'react';
import type { ResolvedOssAlternative } from '../build/link/oss-alternative.ts';
import { Icon } from './Icons.tsx';

/**
 * The note at the top of a cloud-only page, for every reader (with or without JavaScript): the
 * page documents a DataHub Cloud feature, and what open-source readers can use instead when the
 * front matter names it (`oss_alternative`). Stronger when the reader chose "Open source".
 */
export function EditionNotice({ alternative }: { alternative?: ResolvedOssAlternative }): ReactElement {
  return (
    <div className="edition-notice" role="note" data-pagefind-ignore>
      <Icon name="cloud" size={18} />
      <div>
        <p>
          <strong>DataHub Cloud only.</strong> What this page describes is part of DataHub Cloud, the managed edition, not of open-source DataHub.
        </p>
        {alternative && (
          <p className="edition-notice-alternative">
            With open-source DataHub, use <a href={alternative.href}>{alternative.title}</a>
            {alternative.text ? `: ${alternative.text}` : '.'}
          </p>
        )}
      </div>
    </div>
  );
}
