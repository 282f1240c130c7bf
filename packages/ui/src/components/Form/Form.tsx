import type { ComponentPropsWithRef } from 'react';
import { FormFrame } from './Form.styles';

/** Room between a form's fields: tight beside a game's play area, regular in a panel, roomy on a page of its own. */
export type FormSpacing = 'tight' | 'regular' | 'roomy';

const GAP_PX: Record<FormSpacing, number> = { tight: 12, regular: 14, roomy: 16 };

export interface FormProps extends ComponentPropsWithRef<'form'> {
  spacing?: FormSpacing;
  /** Keeps a form on a wide page to a readable width. */
  maxWidthPx?: number;
  /** `div` lays out the same column where nothing is sent (a refusal and a way on, in a form's place). */
  as?: 'form' | 'div';
}

/** Fields, messages and the submit button stacked in one column. */
export function Form({ spacing = 'regular', maxWidthPx, as = 'form', ...rest }: FormProps) {
  return <FormFrame as={as} $gapPx={GAP_PX[spacing]} $maxWidthPx={maxWidthPx} {...rest} />;
}
