import { Children, isValidElement, useId, useState, type ReactElement, type ReactNode } from 'react';
import * as styles from './styles.module.css';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** One panel of <Tabs>; rendered by its parent. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

export interface TabsProps {
  groupId?: string;
  children?: ReactNode;
}

/**
 * Accessible tabs. Every panel is in the HTML (hidden ones carry `hidden`). With JavaScript off (html.no-js) the
 * CSS hides the inert tab buttons and shows every panel stacked under its label.
 */
export default function Tabs({ children }: TabsProps) {
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child));
  const initial = items.find((item) => item.props.default)?.props.value ?? items[0]?.props.value;
  const [selected, setSelected] = useState(initial);
  const baseId = useId();
  return (
    <div className={styles.container}>
      <div role="tablist" aria-orientation="horizontal" className="tabs">
        {items.map((item) => {
          const active = item.props.value === selected;
          return (
            <button
              type="button"
              role="tab"
              key={item.props.value}
              id={`${baseId}-tab-${item.props.value}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${item.props.value}`}
              tabIndex={active ? 0 : -1}
              className={`tabs__item${active ? ' tabs__item--active' : ''}`}
              onClick={() => setSelected(item.props.value)}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          role="tabpanel"
          key={item.props.value}
          id={`${baseId}-panel-${item.props.value}`}
          aria-labelledby={`${baseId}-tab-${item.props.value}`}
          hidden={item.props.value !== selected}
          className={styles.panel}
        >
          {/* Shown only without JavaScript, above the stacked panels (not a <p>: the search records skip it). */}
          <div className="tab-panel__label">{item.props.label ?? item.props.value}</div>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
