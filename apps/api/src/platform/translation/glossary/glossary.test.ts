import { describe, expect, it } from 'vitest';
import { CompiledGlossary } from './glossary';
import { PORTUGUESE_GLOSSARY } from './portuguese-terms';
import { SPANISH_GLOSSARY } from './spanish-terms';

const spanish = new CompiledGlossary(SPANISH_GLOSSARY);
const portuguese = new CompiledGlossary(PORTUGUESE_GLOSSARY);
const terms = (glossary: CompiledGlossary, text: string) => glossary.find(text).map((match) => [text.slice(match.start, match.end), match.target]);

describe('the scientific glossary', () => {
  it('changes abbreviations as written, never inside words or in another case', () => {
    expect(terms(spanish, 'El ADN y el ARNm del IMC')).toEqual([['ADN', 'DNA'], ['ARNm', 'mRNA'], ['IMC', 'BMI']]);
    expect(terms(spanish, 'la Adn, cadena')).toEqual([]);
    expect(terms(portuguese, 'pacientes com DPOC')).toEqual([['DPOC', 'COPD']]);
  });

  it('reads PCR as CRP in clinical text and leaves it PCR in molecular biology', () => {
    expect(terms(spanish, 'Los niveles séricos de PCR al ingreso')).toContainEqual(['PCR', 'CRP']);
    expect(terms(spanish, 'El gen se amplificó por PCR con cebadores específicos')).not.toContainEqual(['PCR', 'CRP']);
  });

  it('prefers the longest term and gives it a capital where the source has one', () => {
    expect(terms(spanish, 'Insuficiencia cardíaca crónica')).toEqual([['Insuficiencia cardíaca', 'Heart failure']]);
    expect(terms(spanish, 'un ensayo clínico aleatorizado')).toEqual([['ensayo clínico aleatorizado', 'randomized clinical trial']]);
  });

  it('corrects false friends and the reflexive passive of methods sections', () => {
    expect(terms(spanish, 'Actualmente se midieron')).toEqual([['Actualmente', 'Currently'], ['se midieron', 'were measured']]);
    expect(terms(portuguese, 'atualmente')).toEqual([['atualmente', 'currently']]);
  });

  it('writes confidence intervals the English way', () => {
    expect(terms(spanish, '(IC del 95 %: 1,03–1,13)')).toContainEqual(['IC del 95 %', '95% CI']);
    expect(terms(portuguese, '(IC95%: 29,8–35,3)')).toContainEqual(['IC95%', '95% CI']);
  });
});
