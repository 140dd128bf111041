import { describe, expect, it } from 'vitest';
import { flowEdges } from '../test/helpers.js';

describe('waiting and checking again loop back to the question', () => {
  it('"X, Q? no → wait …, yes → …": the step, then the question; the waiting branch asks it again', () => {
    expect(flowEdges('sourdough flow: feed starter → mix dough → bulk ferment, doubled? no → wait an hour, yes → shape → bake')).toEqual([
      'Feed starter -> Mix dough', 'Mix dough -> Bulk ferment', 'Bulk ferment -> Doubled?', 'Doubled? -> Wait an hour [No]',
      'Doubled? -> Shape [Yes]', 'Shape -> Bake', 'Wait an hour -> Doubled?',
    ]);
  });
  it('"fill the kettle, boil it, is the water hot? no -> wait a minute" and the German "eine Stunde warten"', () => {
    expect(flowEdges('Flowchart: fill the kettle, boil it, is the water hot? no -> wait a minute, yes -> pour')).toEqual([
      'Fill the kettle -> Boil it', 'Boil it -> Water hot?', 'Water hot? -> Wait a minute [No]', 'Water hot? -> Pour [Yes]', 'Wait a minute -> Water hot?',
    ]);
    expect(flowEdges('Teig gehen lassen → verdoppelt? nein → eine Stunde warten, ja → formen → backen')).toContain('Eine Stunde warten -> Verdoppelt?');
  });
  it('"If not, wait an hour and check again" / "… and look again": back to the question, with no step "Check again"', () => {
    expect(flowEdges('Mix the dough, then let it rise. Has it doubled? If not, wait an hour and check again. If it has, shape it and bake it.')).toEqual([
      'Mix the dough -> Let it rise', 'Let it rise -> Has it doubled?', 'Has it doubled? -> Wait an hour [No]', 'Wait an hour -> Has it doubled?',
      'Has it doubled? -> Shape it [Yes]', 'Shape it -> Bake it',
    ]);
    expect(flowEdges('Put the cake in the oven. Is it golden? If not, bake it for five more minutes and look again. If it is, take it out.')).toContain('Bake it for five more minutes -> Golden?');
  });
  it('"bulk ferment – doubled? if not wait an hour and check again": the dash parts the step from its question', () => {
    expect(flowEdges('sourdough: feed starter, mix dough, bulk ferment – doubled? if not wait an hour and check again. Then shape it.')).toEqual(expect.arrayContaining([
      'Mix dough -> Bulk ferment', 'Bulk ferment -> Doubled?', 'Doubled? -> Wait an hour [No]', 'Wait an hour -> Doubled?',
    ]));
  });
});
