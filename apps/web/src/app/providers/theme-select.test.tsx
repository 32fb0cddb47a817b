import { MantineProvider, Select } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from './theme';

function renderSelect(onChange = vi.fn()) {
  render(
    <MantineProvider theme={theme}>
      <Select label="Category" data={['Benefits', 'Payroll', 'Time off']} onChange={onChange} searchable />
    </MantineProvider>,
  );
  return onChange;
}

describe('selects under the portal theme', () => {
  it('render no options while closed', () => {
    renderSelect();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('show the options when opened and pick one with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = renderSelect();
    await user.click(screen.getByLabelText('Category'));
    // jsdom reads the dropdown's transition styles as hidden
    expect(await screen.findAllByRole('option', { hidden: true })).toHaveLength(3);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('Payroll', expect.anything());
  });

  it('open from the keyboard and pick an option', async () => {
    const user = userEvent.setup();
    const onChange = renderSelect();
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('Payroll', expect.anything());
  });
});
