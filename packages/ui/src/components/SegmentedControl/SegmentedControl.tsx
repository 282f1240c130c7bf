import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { Group, Segment } from './SegmentedControl.styles';

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: string;
  icon?: ReactNode;
  /** For browser tests that pick one segment, such as "game-view-tile". */
  testId?: string;
}

export interface SegmentedControlProps<Value extends string> {
  options: readonly SegmentedOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** Names the group for screen readers, such as "View". */
  label: string;
  /** Shows only the icons; the labels stay for screen readers. */
  iconsOnly?: boolean;
}

/**
 * A row of toggle buttons of which exactly one is on, such as the list and tile views of a game list.
 * Each segment is a button with aria-pressed, so it works with a tap, a click or the keyboard alike.
 */
export function SegmentedControl<Value extends string>({ options, value, onChange, label, iconsOnly = false }: SegmentedControlProps<Value>) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <Segment
            key={option.value}
            type="button"
            aria-pressed={pressed}
            title={iconsOnly ? option.label : undefined}
            data-testid={option.testId}
            onClick={() => {
              if (!pressed) onChange(option.value);
            }}
          >
            {option.icon}
            {iconsOnly ? <VisuallyHidden>{option.label}</VisuallyHidden> : <span>{option.label}</span>}
          </Segment>
        );
      })}
    </Group>
  );
}
