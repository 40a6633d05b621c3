import { STATE_SEARCH, UF_CODES, inState, stateMatchRank } from './states';

/** The codes a picker lists for a typed text, in its order. */
const listed = (typed: string) =>
  UF_CODES.map((value) => ({ value }))
    .filter((option) => STATE_SEARCH.filterOption(typed, option))
    .sort((a, b) => STATE_SEARCH.filterSort(a, b, { searchValue: typed }))
    .map((option) => option.value);

describe('state search', () => {
  it('puts the UF code first: "SP" is São Paulo, never Espírito Santo', () => {
    expect(listed('SP')[0]).toBe('SP');
    expect(listed('sp')[0]).toBe('SP');
    expect(listed('es')[0]).toBe('ES');
  });

  it('finds a name without its accents, from the start of a word', () => {
    expect(listed('sao')).toEqual(['SP']);
    expect(listed('São')).toEqual(['SP']);
    expect(listed('goias')).toEqual(['GO']);
    expect(listed('grosso')).toEqual(['MS', 'MT']);
    expect(listed('paulo')).toEqual(['SP']);
    expect(listed('xyz')).toEqual([]);
  });

  it('lists codes before names: "pa" is PA and then Paraná, Paraíba', () => {
    expect(listed('pa')).toEqual(['PA', 'PB', 'PR', 'SP']);
    expect(stateMatchRank('PA', 'pa')).toBeLessThan(stateMatchRank('PR', 'pa')!);
  });

  it('an empty text lists every state by code', () => {
    expect(listed('')).toEqual([...UF_CODES].sort());
  });
});

describe('inState', () => {
  it('says where with the article each state takes', () => {
    expect(inState('SP')).toBe('em São Paulo');
    expect(inState('AC')).toBe('no Acre');
    expect(inState('RJ')).toBe('no Rio de Janeiro');
    expect(inState('BA')).toBe('na Bahia');
    expect(inState('PB')).toBe('na Paraíba');
    expect(inState('MG')).toBe('em Minas Gerais');
    expect(inState('XX')).toBe('em XX');
  });
});
