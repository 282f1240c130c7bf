import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../../testing/renderWithUi';
import { Input } from './Input';

describe('Input', () => {
  it('is labelled by its label and described by its hint', () => {
    renderWithUi(<Input label="Username" hint="4 to 16 letters" />);
    const input = screen.getByLabelText('Username');
    expect(screen.getByRole('textbox', { name: 'Username' })).toBe(input);
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('4 to 16 letters');
  });

  it('with an error is invalid, announces the message and is described by it', () => {
    renderWithUi(<Input label="Username" hint="4 to 16 letters" error="Already taken" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Already taken');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
  });

  it('reveals and hides a password', () => {
    renderWithUi(<Input label="Password" type="password" defaultValue="secret" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(hide);
    expect(input.getAttribute('type')).toBe('password');
  });

  it('counts characters against maxLength, uncontrolled', () => {
    renderWithUi(<Input label="Remark" maxLength={140} showCharacterCount defaultValue="abc" />);
    expect(screen.getByText('3 / 140')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Remark'), { target: { value: 'abcdef' } });
    expect(screen.getByText('6 / 140')).toBeTruthy();
    expect(screen.getByText('6 of 140 characters used')).toBeTruthy();
  });

  it('counts characters of a controlled value', () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <Input label="Remark" maxLength={10} showCharacterCount value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    renderWithUi(<Controlled />);
    fireEvent.change(screen.getByLabelText('Remark'), { target: { value: 'hello' } });
    expect(screen.getByText('5 / 10')).toBeTruthy();
  });
});
