import { describe, expect, it } from 'vitest';
import { charNgrams, normalizeText, tokenize } from './normalize';

describe('normalizeText / tokenize', () => {
  it('folds Spanish accents and ñ, drops punctuation', () => {
    expect(tokenize('¿Cuándo recibiré mi nómina? ¡Año nuevo!')).toEqual([
      'cuando',
      'recibire',
      'mi',
      'nomina',
      'ano',
      'nuevo',
    ]);
  });

  it('folds German umlauts and ß', () => {
    expect(tokenize('Wie viele Urlaubstage hat ein Mitarbeiter? Größe, Übersicht')).toEqual([
      'wie',
      'viele',
      'urlaubstage',
      'hat',
      'ein',
      'mitarbeiter',
      'grosse',
      'ubersicht',
    ]);
  });

  it('folds Portuguese ç and tildes and keeps digits', () => {
    expect(tokenize('Informação sobre férias em São Paulo 2024')).toEqual([
      'informacao',
      'sobre',
      'ferias',
      'em',
      'sao',
      'paulo',
      '2024',
    ]);
  });

  it('keeps letters of non-Latin scripts', () => {
    expect(tokenize('Отпуск 休假')).toEqual(['отпуск', '休假']);
  });

  it('gives the same form with and without accents', () => {
    expect(normalizeText('NÓMINA')).toBe(normalizeText('nomina'));
  });

  it('builds padded character n-grams', () => {
    expect(charNgrams('ab', 3, 4)).toEqual([' ab', 'ab ', ' ab ']);
  });
});
