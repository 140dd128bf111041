import { describe, expect, it } from 'vitest';
import { readBrief } from './read-brief.js';
import { readPalette } from './colour-words.js';
import { separateInstructions } from './instructions.js';

const style = (prompt: string) => readBrief(prompt).style;

describe('colour words', () => {
  it('reads a brand hex colour ("use our brand orange #FF6B35") as a palette led by it', () => {
    const s = style('timeline of our startup\n- 2021 founded\n- 2022 seed round\nuse our brand orange #FF6B35, keep it minimal');
    expect(Array.isArray(s.palette) && s.palette[0]).toBe('#ff6b35');
    expect((style('Flowchart of the release. Use #FF6B00 as accent.').palette as string[])[0]).toBe('#ff6b00');
  });
  it('reads several hex colours as the palette in their order', () => {
    expect(readPalette('Brand colours: #1F6FEB, #F97316 and #10B981')).toEqual(['#1f6feb', '#f97316', '#10b981']);
  });
  it('reads a named colour with its tone ("blush pink", "muted teal", "soft greens") as shades of that colour', () => {
    const pink = readPalette('Romantic blush pink please.') as string[];
    expect(pink).toContain('#f472b6');
    expect((readPalette('in muted teal tones') as string[]).length).toBeGreaterThanOrEqual(4);
    expect((readPalette('soft greens') as string[])[0]).toBe('#4ade80');
  });
  it('reads two named colours ("our colors navy + gold") as both, in turn', () => {
    expect((readPalette('clean white background, our colors navy + gold') as string[]).slice(0, 2)).toEqual(['#1e40af', '#d97706']);
  });
  it('reads colour families ("warm gradient", "cool tones") as a palette of that family', () => {
    expect(readPalette('warm gradient from bottom to top')).toEqual(['#dc2626', '#ea580c', '#f97316', '#f59e0b', '#fbbf24']);
    expect((readPalette('cool tones throughout') as string[])[0]).toBe('#2563eb');
  });
  it('reads colours in other languages ("青系の色", "couleurs pastel", "in Grautönen … Grün (#2E7D32)")', () => {
    expect((style('PDCAサイクルの図を作ってください。Plan → Do → Check → Act。シンプルに、青系の色でお願いします。').palette as string[])[0]).toBe('#2563eb');
    expect(style('Fais-moi un organigramme : direction, ventes. Style sobre, couleurs pastel.').theme).toBe('pastel');
    expect(style('Erstelle einen Trichter: 100 A → 50 B → 10 C. Schlicht, in Grautönen, nur das Grün unserer Firma (#2E7D32) für die letzte Stufe.'))
      .toEqual({ theme: 'monochrome', palette: { accent: '#2e7d32' } });
  });
  it('reads "用蓝色系。", "Bitte in Grüntönen." and "Colores cálidos por favor." as looks with their palette', () => {
    expect((style('请帮我画一个时间线：2015 成立，2018 融资，2021 上市。用蓝色系。').palette as string[])[0]).toBe('#2563eb');
    expect((style('Erstelle eine Mindmap zum Thema Nachhaltigkeit: Energie, Mobilität, Konsum. Bitte in Grüntönen.').palette as string[])[0]).toBe('#16a34a');
    const warm = readBrief('Hazme un diagrama de flujo para pedir una pizza: elegir, pagar, comer. Colores cálidos por favor.');
    expect(warm.content).not.toMatch(/Colores/);
    expect((warm.style.palette as string[])[0]).toBe('#ea580c');
  });
  it('leaves the palette alone for a colour meant for some elements ("highlight the pain points in red")', () => {
    expect(readPalette('Highlight the pain points in red.')).toBeUndefined();
  });
  it('never draws colour words: "Romantic blush pink please." and "颜色活泼一点。" are look sentences', () => {
    expect(separateInstructions('Wedding plan: venue (January), dress (March). Romantic blush pink please.').content).not.toMatch(/pink/);
    expect(separateInstructions('主题是“健康生活”。分支：饮食，运动。颜色活泼一点。').content).not.toMatch(/颜色/);
  });
});

describe('look sentences', () => {
  it('keeps "8. Aesthetic and minimalist design", the next item of a numbered list of content, as content', () => {
    expect(separateInstructions('Heuristics:\n7. Flexibility and efficiency of use\n8. Aesthetic and minimalist design\n9. Help users recover').content).toMatch(/8\. Aesthetic and minimalist design/);
    expect(separateInstructions('Steps:\n1. Plan\n2. Use a dark background').content).not.toMatch(/dark/);
  });
  it('reads "Minimal, confident, final." as a mood, and "Red, green, blue." as content', () => {
    expect(separateInstructions('Funnel of ideas: 100 ideas, 10 concepts, 1 product. Minimal, confident, final.').content).toBe('Funnel of ideas: 100 ideas, 10 concepts, 1 product.');
    expect(separateInstructions('Venn of primary colours.\n- Red, green, blue.').content).toMatch(/Red, green, blue/);
  });
  it('takes out a look sentence typed in lower case after a sentence end (". hand drawn style pls")', () => {
    const s = separateInstructions('center: Causes of WWI. branches: Militarism (arms race). hand drawn style pls');
    expect(s.content).not.toMatch(/hand drawn/);
    expect(s.instructions).toContain('hand drawn style pls');
  });
  it('keeps "2. No screens 1 hour before bed", a numbered item without look words, as content', () => {
    expect(separateInstructions('5 tips for better sleep\n1. Same bedtime\n2. No screens 1 hour before bed\n3. Keep the bedroom cool (18°C)').content)
      .toMatch(/2\. No screens 1 hour before bed\n3\. Keep the bedroom cool/);
  });
  it('takes out "Bright colors, big readable text." and "Que se vea moderno, fondo oscuro."', () => {
    expect(separateInstructions('Vertebrates splits into Fish and Birds. Bright colors, big readable text.').content).toBe('Vertebrates splits into Fish and Birds.');
    expect(separateInstructions('Línea de tiempo: 1957 Sputnik, 1969 Apolo 11. Que se vea moderno, fondo oscuro.').content).toBe('Línea de tiempo: 1957 Sputnik, 1969 Apolo 11.');
  });
});
