import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { cssVariablesResolver, themeVariablesCss } from './theme-variables';

describe("the theme's CSS variables written by the build", () => {
  it('are the ones Mantine writes in the browser for the same theme', () => {
    render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <div />
      </MantineProvider>,
    );
    const written = [...document.querySelectorAll('style[data-mantine-styles]')].map((s) => s.textContent);
    expect(written).toContain(themeVariablesCss());
  });

  it("carry the brand colour and the readable shades, not Mantine's defaults again", () => {
    const css = themeVariablesCss();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled)');
    expect(css).toMatch(/--mantine-color-dimmed: (#|rgba)/);
    expect(css).not.toContain('--mantine-color-white:');
  });
});
