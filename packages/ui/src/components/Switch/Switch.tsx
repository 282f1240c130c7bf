import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { SwitchLabel, Thumb, Track } from './Switch.styles';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  /** Keeps the label for screen readers only (an icon beside it says enough). */
  hideLabel?: boolean;
  disabled?: boolean;
  /** A small icon inside the thumb, such as a moon for the dark theme. */
  thumbIcon?: ReactNode;
  id?: string;
}

/** An on/off control (role="switch"), such as the light/dark theme toggle. */
export function Switch({ checked, onChange, label, hideLabel = false, disabled = false, thumbIcon, id }: SwitchProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return (
    <SwitchLabel htmlFor={controlId}>
      <Track id={controlId} type="button" role="switch" aria-checked={checked} disabled={disabled} onClick={() => onChange(!checked)}>
        <Thumb aria-hidden="true">{thumbIcon}</Thumb>
      </Track>
      {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
    </SwitchLabel>
  );
}
