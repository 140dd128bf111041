import { describe, expect, it } from 'vitest';
import { nothingToDraw } from './nothing-to-draw.js';

describe('nothingToDraw', () => {
  it.each(['🚀🔥', '!!! ???', '👍 ✨ 🎉', 'asdf', 'test', 'hello!', 'qwrtzp', 'aaaa', 'flowchart', 'a pie chart', 'Draw a diagram'])('refuses a prompt with nothing to draw: %s', (prompt) => {
    expect(nothingToDraw(prompt)).toMatch(/nothing to draw|no words|not what it should show/);
  });

  it.each(['SWOT', 'Kubernetes', 'PDCA cycle', 'a -> b', '猫', 'login flow', 'graph TD\n  A --> B', 'Maslow pyramid', '🚀 launch plan'])('lets a prompt with a subject through: %s', (prompt) => {
    expect(nothingToDraw(prompt)).toBeUndefined();
  });

  it('says what to add', () => {
    expect(nothingToDraw('flowchart')).toMatch(/Add its subject and parts/);
    expect(nothingToDraw('😀')).toMatch(/Describe the diagram/);
  });
});
