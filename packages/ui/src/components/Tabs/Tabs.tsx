import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, type TabsAppearance } from './Tabs.styles';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Names the tab list for screen readers, such as "Login method". */
  label: string;
  /** Controlled: the selected tab id; pair with `onSelect`. */
  selectedId?: string;
  /** Uncontrolled: the tab selected first; defaults to the first enabled tab. */
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
  appearance?: TabsAppearance;
  /** Tabs share the full width (popup headers). */
  stretch?: boolean;
}

const NEXT_KEYS = ['ArrowRight', 'ArrowDown'];
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp'];

function firstEnabled(items: TabItem[]): string | undefined {
  return items.find((item) => !item.disabled)?.id;
}

/** WAI-ARIA tabs with automatic activation: arrow keys, Home and End move and select. */
export function Tabs({ items, label, selectedId, defaultSelectedId, onSelect, appearance = 'line', stretch = false }: TabsProps) {
  const baseId = useId();
  const [uncontrolledId, setUncontrolledId] = useState(() => defaultSelectedId ?? firstEnabled(items));
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const wantedId = selectedId ?? uncontrolledId;
  // A selection that no longer exists (items changed) falls back to the first enabled tab.
  const activeId = items.some((item) => item.id === wantedId && !item.disabled) ? wantedId : firstEnabled(items);
  const activeItem = items.find((item) => item.id === activeId);

  function select(id: string) {
    if (selectedId === undefined) setUncontrolledId(id);
    onSelect?.(id);
  }

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const enabled = items.filter((item) => !item.disabled);
    const position = enabled.findIndex((item) => item.id === activeId);
    if (position < 0) return;
    const rightToLeft = getComputedStyle(event.currentTarget).direction === 'rtl';
    let step = 0;
    if (NEXT_KEYS.includes(event.key)) step = rightToLeft && event.key === 'ArrowRight' ? -1 : 1;
    else if (PREVIOUS_KEYS.includes(event.key)) step = rightToLeft && event.key === 'ArrowLeft' ? 1 : -1;

    let target: TabItem | undefined;
    if (event.key === 'Home') target = enabled[0];
    else if (event.key === 'End') target = enabled[enabled.length - 1];
    else if (step !== 0) target = enabled[(position + step + enabled.length) % enabled.length];
    if (!target) return;

    event.preventDefault();
    select(target.id);
    tabRefs.current.get(target.id)?.focus();
  }

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div>
      <TabList role="tablist" aria-label={label} $appearance={appearance} $stretch={stretch} onKeyDown={moveFocus}>
        {items.map((item) => {
          const selected = item.id === activeId;
          return (
            <Tab
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              // Only the selected panel is mounted, so only its tab points at a panel.
              aria-controls={selected ? panelId(item.id) : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              $appearance={appearance}
              onClick={() => select(item.id)}
            >
              {item.label}
            </Tab>
          );
        })}
      </TabList>
      {activeItem && (
        <TabPanel role="tabpanel" id={panelId(activeItem.id)} aria-labelledby={tabId(activeItem.id)} tabIndex={0}>
          {activeItem.content}
        </TabPanel>
      )}
    </div>
  );
}
