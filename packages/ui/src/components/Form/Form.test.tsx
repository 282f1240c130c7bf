import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../../testing/renderWithUi';
import { Form } from './Form';
import { FormField } from './FormField';

describe('FormField', () => {
  it('names its control by the label and describes it by the hint', () => {
    renderWithUi(
      <FormField label="Receipt photo" hint="A PNG or JPEG photo">
        {(control) => <input type="file" {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Receipt photo');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('A PNG or JPEG photo');
  });

  it('with an error marks the control invalid, puts the message in the hint’s place and announces it', () => {
    renderWithUi(
      <FormField label="Receipt photo" hint="A PNG or JPEG photo" error="Not a photo" errorTestId="proof-error" data-testid="proof" data-state="refused">
        {(control) => <input type="file" {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Receipt photo');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Not a photo');
    expect(alert.dataset.testid).toBe('proof-error');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.queryByText('A PNG or JPEG photo')).toBeNull();
    expect(screen.getByTestId('proof').dataset.state).toBe('refused');
  });
});

describe('Form', () => {
  it('is a form, with the spacing and width asked for', () => {
    renderWithUi(
      <>
        <Form aria-label="regular" />
        <Form aria-label="narrow" spacing="roomy" maxWidthPx={520} />
      </>,
    );
    const regular = getComputedStyle(screen.getByRole('form', { name: 'regular' }));
    const narrow = getComputedStyle(screen.getByRole('form', { name: 'narrow' }));
    expect(regular.gap).toBe('14px');
    expect(regular.maxWidth).toBe('');
    expect(narrow.gap).toBe('16px');
    expect(narrow.maxWidth).toBe('520px');
  });
});
