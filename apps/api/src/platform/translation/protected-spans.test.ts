import { describe, expect, it } from 'vitest';
import { englishNumber, englishNumbersIn } from './english-numbers';
import { findProtectedSpans } from './protected-spans';

const spans = (text: string) => findProtectedSpans(text).map((span) => [text.slice(span.start, span.end), span.kind, span.replacement]);

describe('numbers in English notation', () => {
  it('turns decimal commas into points and thousands into commas, leaving years and versions alone', () => {
    expect(['0,05', '1.532', '1 200', '−0,37', '25.000', '2019', '6.1', '0.500'].map(englishNumber)).toEqual(['0.05', '1,532', '1,200', '−0.37', '25,000', '2019', '6.1', '0.500']);
    expect(englishNumbersIn('entre 1,2 y 3,8; [8, 9] en 2016')).toBe('entre 1.2 y 3.8; [8, 9] en 2016');
  });
});

describe('what a translation must keep', () => {
  it('finds statistics, quantities with units, percentages, ranges and citations, in English notation', () => {
    expect(spans('La mortalidad fue menor (4,2 % frente a 7,9 %; p = 0,003) a 37 °C [3–5].')).toEqual([
      ['4,2 %', 'percent', '4.2%'],
      ['7,9 %', 'percent', '7.9%'],
      ['p = 0,003', 'statistic', 'p = 0.003'],
      ['37 °C', 'quantity', '37 °C'],
      ['[3–5]', 'citation', '[3–5]'],
    ]);
    expect(spans('Se aplicaron 120 kg/ha en parcelas de 5 × 4 m (Pérez et al., 2018).').map((s) => s[0])).toEqual(['120 kg/ha', '5 × 4 m', '(Pérez et al., 2018)']);
    expect(spans('El caudal es de 1 200 m³/d y 0,047 min⁻¹ a 3 ℃.').map((s) => s[2])).toEqual(['1,200 m³/d', '0.047 min⁻¹', '3 °C']);
  });

  it('keeps genes, cell lines, formulas, strains and software by their shape, not by a list', () => {
    const found = spans('La expresión de ZNF718 en células HeLa y MCF-7 tratadas con Ni/Al2O3 y Pd(OAc)2 se midió en PyTorch.').map((s) => s[0]);
    expect(found).toEqual(['ZNF718', 'HeLa', 'MCF-7', 'Ni/Al2O3', 'Pd(OAc)2', 'PyTorch']);
  });

  it('keeps URLs, e-mail addresses and DOIs whole', () => {
    expect(spans('Véase https://example.org/datos, escriba a autor@uni.es o doi:10.1000/xyz.123.').map((s) => s[1])).toEqual(['url', 'email', 'doi']);
  });

  it('leaves ordinary words, headings in capitals and Chinese text to the engine', () => {
    expect(spans('Los pacientes mejoraron notablemente.')).toEqual([]);
    expect(spans('RESULTADOS Y DISCUSIÓN DEL ESTUDIO')).toEqual([]);
    expect(spans('本研究共纳入120例患者').map((s) => s[0])).toEqual([]);
  });
});
