import { describe, expect, it } from 'vitest';
import { briefCtxFor } from '../test/helpers.js';
import { extractTimeline } from './timeline.js';

const events = (prompt: string) => extractTimeline(briefCtxFor(prompt)).events.map((e) => [e.date, e.title]);

describe('timeline clause shapes', () => {
  it('reads "…, voltou à primeira divisão em 2001 e, em 2019, criou a equipe feminina" without the "e" and with the lone date leading the next clause', () => {
    const e = events('Preciso de uma linha do tempo com a história do nosso clube: o clube foi fundado em 1952 por operários da fábrica têxtil, ganhou o primeiro campeonato estadual em 1968, caiu para a segunda divisão em 1994, voltou à primeira divisão em 2001 e, em 2019, criou a equipe feminina.');
    expect(e.slice(-2)).toEqual([['2001', 'Voltou à primeira divisão'], ['2019', 'Criou a equipe feminina']]);
  });

  it('reads "… recorded its first album in 2004 and, in 2020, started singing online" the same way in English', () => {
    const e = events('History of our choir for the anniversary poster: the choir was founded in 1987 by six parents, toured Germany in 1995, recorded its first album in 2004 and, in 2020, started singing online.');
    expect(e.slice(-2)).toEqual([['2004', 'Recorded its first album'], ['2020', 'Started singing online']]);
  });

  it('reads "restaurato nel 2008 e, nel 2021, ha lanciato il sito web" in Italian', () => {
    const e = events('Cronologia del nostro museo: aperto nel 1974, ampliato nel 1990, restaurato nel 2008 e, nel 2021, ha lanciato il sito web.');
    expect(e.slice(-2)).toEqual([['2008', 'Restaurato'], ['2021', 'Ha lanciato il sito web']]);
  });

  it('reads "a história do nosso clube: o clube foi fundado em 1952 por …" without the club it is the history of', () => {
    expect(events('Linha do tempo com a história do nosso clube: o clube foi fundado em 1952 por operários da fábrica, ganhou o campeonato estadual em 1968.')[0]).toEqual(['1952', 'Fundado por operários da fábrica']);
    expect(events('History of our choir for the poster: the choir was founded in 1987 by six parents, toured Germany in 1995.')[0]).toEqual(['1987', 'Founded by six parents']);
  });

  it('keeps "the euro was introduced" when only "European Union" came before (a part of a word names nothing)', () => {
    expect(events('Milestones of the European Union: the Treaty of Rome was signed in 1957, the euro was introduced in 1999, and ten countries joined in 2004.')[1]).toEqual(['1999', 'Euro was introduced']);
  });
});
