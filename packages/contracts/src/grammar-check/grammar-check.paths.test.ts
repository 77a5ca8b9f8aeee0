import { describe, expect, it } from 'vitest';
import { isKnownPage } from '../http/page-routes';
import { grammarCheckRoutes, resolveGrammarCheckRoute } from './grammar-check.paths';

describe('the grammar check’s pages', () => {
  it('are the list and a report by identity, nothing else', () => {
    expect(resolveGrammarCheckRoute('')).toEqual({ kind: 'list' });
    expect(resolveGrammarCheckRoute('details/abc_-1')).toEqual({ kind: 'report', identity: 'abc_-1' });
    expect(resolveGrammarCheckRoute('details')).toEqual({ kind: 'unknown' });
    expect(resolveGrammarCheckRoute('details/a/b')).toEqual({ kind: 'unknown' });
    expect(resolveGrammarCheckRoute('other')).toEqual({ kind: 'unknown' });
    expect(isKnownPage(grammarCheckRoutes.list)).toBe(true);
    expect(isKnownPage(grammarCheckRoutes.details('x1'))).toBe(true);
    expect(isKnownPage('/researcher/grammar-check/nothing')).toBe(false);
  });
});
