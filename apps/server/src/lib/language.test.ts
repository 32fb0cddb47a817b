import { describe, expect, it } from 'vitest';
import { languageMix } from '@askhr/shared/placeholders/language-mix';
import { detectLanguage, guessLanguage, LANGUAGE_READERS } from './language';

describe('detectLanguage', () => {
  it.each([
    ['How many vacation days do I have?', 'en'],
    ['cuantos dias de vacaciones me quedan este año', 'es'],
    ['Wie viele Urlaubstage habe ich?', 'de'],
    ['Combien de jours de congés ai-je ?', 'fr'],
    ['quantos dias de ferias eu tenho?', 'pt'],
    ['Danke für dein Feedback!', 'de'],
  ])('tells %s is %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('says nothing when a text gives no clear sign', () => {
    expect(detectLanguage('')).toBeNull();
    expect(detectLanguage('payslip')).toBeNull();
    expect(detectLanguage('12345')).toBeNull();
  });
});

describe('guessLanguage', () => {
  it('guesses where the evidence is too weak to tell, for reading a message with a glossary', () => {
    const weak = 'Wie reiche ich meine Reisekosten ein?';
    expect(detectLanguage(weak)).toBeNull();
    expect(guessLanguage(weak)).toBe('de');
    expect(guessLanguage('cuantos dias de vacaciones me quedan este año')).toBe('es');
  });

  it('guesses nothing of a text without letters', () => {
    expect(guessLanguage('')).toBeNull();
    expect(guessLanguage('12345')).toBeNull();
  });
});

describe('languageMix with the detector', () => {
  const mix = (text: string, values: Record<string, string>) =>
    languageMix(
      text,
      Object.entries(values).map(([keyWord, value]) => ({ keyWord, value })),
      LANGUAGE_READERS,
    );

  it.each([
    [
      'Salaries are paid on {{payrollDay}}. If that day is a holiday, you are paid the working day before.',
      { payrollDay: 'el último día laborable del mes' },
      'es',
    ],
    [
      'Open a ticket at {{itPortal}} or call {{itHelpdeskPhone}} during {{officeHours}}. For urgent outages the phone line is staffed 24/7.',
      {
        itPortal: 'https://it.acme.example',
        itHelpdeskPhone: '+34 910 000 435',
        officeHours: 'de 8:00 a 19:00 de lunes a jueves y de 8:00 a 15:00 los viernes',
      },
      'es',
    ],
    [
      'Salaries are paid on {{payrollDay}}. If that day is a holiday, you are paid the working day before.',
      { payrollDay: 'o quinto dia útil do mês' },
      'pt',
    ],
  ])('tells the English answer %s is filled in another language', (text, values, language) => {
    expect(mix(text, values)).toEqual({ text: 'en', values: language });
  });

  it.each([
    [
      'Salaries are paid on {{payrollDay}}. If that day is a holiday, you are paid the working day before.',
      { payrollDay: 'the last working day of the month' },
    ],
    [
      'El salario se paga {{payrollDay}}. Si ese día es festivo, cobras el día laborable anterior.',
      { payrollDay: 'el último día laborable del mes' },
    ],
    [
      'Offices are open {{officeHours}}. Core hours for meetings are 10:00 to 16:00.',
      { officeHours: '8:00 to 18:00, Monday to Friday' },
    ],
    [
      'Update your bank details in {{hrPortal}} before the 20th. Questions? {{hrEmail}}.',
      { hrPortal: 'https://people.acme.example', hrEmail: 'rrhh.es@acme.example' },
    ],
  ])('finds nothing wrong with %s', (text, values) => {
    expect(mix(text, values)).toBeNull();
  });
});
