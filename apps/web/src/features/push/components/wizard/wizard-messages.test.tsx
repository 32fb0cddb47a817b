import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '@askhr/shared/push/push.constants';
import { i18n } from '../../../../lib/i18n/i18n';
import { applyLanguage } from '../../../../lib/i18n/portal-language';
import { firstOf } from './delivery-step';
import { optionsCounter } from './response-options-field';
import { StepMessages } from './step-messages';

// the wizard's rules are checked in English by the shared package and by the server
describe("the wizard's messages in Spanish", () => {
  // the portal's own Spanish catalogue, as a user who chose Spanish gets it
  beforeAll(() => applyLanguage('es'));
  afterAll(() => applyLanguage('en'));

  it("lists a step's messages, the rules' and the server's, from the catalogue", () => {
    const errors = {
      date: [PUSH_MESSAGES.dateInPast],
      recipients: [PUSH_MESSAGES.recipientRequired, 'A reason the server gave in its own words.'],
    };
    render(
      <MantineProvider>
        <StepMessages errors={errors} />
      </MantineProvider>,
    );
    expect(screen.getByText('La fecha de envío debe ser una fecha futura.')).toBeTruthy();
    expect(screen.getByText('Se necesita al menos un destinatario.')).toBeTruthy();
    expect(screen.getByText('A reason the server gave in its own words.')).toBeTruthy();
    expect(firstOf(errors, 'date')).toBe('La fecha de envío debe ser una fecha futura.');
  });

  it('counts the response options in the language', () => {
    const t = i18n.t.bind(i18n);
    expect(optionsCounter(t, 5)).toBe('5 de 6 opciones usadas: queda 1.');
    expect(optionsCounter(t, 7)).toBe('7 de 6 opciones usadas: quita algunas.');
  });
});
