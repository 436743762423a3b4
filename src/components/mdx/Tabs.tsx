import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** One panel of a `<Tabs>` block; rendered by its parent. */
export function TabItem({ children }: TabItemProps): ReactElement {
  return <>{children}</>;
}

/**
 * Tabbed panels. The server renders every panel with its label so the page reads fully without
 * JavaScript; with JavaScript, the client script shows one panel at a time, keeps tabs with the
 * same `groupId` in step across the page and remembers the reader's choice.
 */
export function Tabs({ groupId, defaultValue, children }: { groupId?: string; defaultValue?: string; children?: ReactNode }): ReactElement {
  const baseId = useId().replace(/[^\w-]/g, '');
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string');
  const selected = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? items[0]?.props.value;
  return (
    <div className="tabs" data-group={groupId}>
      <div className="tabs-list" role="tablist" aria-label={groupId ? `Choose ${groupId}` : 'Choose a tab'}>
        {items.map((item) => {
          const active = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.props.value}`}
              aria-controls={`${baseId}-panel-${item.props.value}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              data-value={item.props.value}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.props.value}
          className="tab-panel"
          role="tabpanel"
          id={`${baseId}-panel-${item.props.value}`}
          aria-labelledby={`${baseId}-tab-${item.props.value}`}
          data-value={item.props.value}
          data-active={item.props.value === selected ? '' : undefined}
          tabIndex={0}
        >
          <p className="tab-label" aria-hidden="true">{item.props.label ?? item.props.value}</p>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
