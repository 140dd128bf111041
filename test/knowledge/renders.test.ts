// Every known diagram drawn in its default design, in English and in each translation: no layout defects.
import { describe, expect, it } from 'vitest';
import { knowledgePack } from '../../src/authoring/builtin/knowledge/pack.js';
import { translator } from '../../src/authoring/builtin/knowledge/language.js';
import { mapStrings } from '../../src/authoring/builtin/knowledge/strings.js';
import { LANGS } from '../../src/authoring/builtin/knowledge/topic.js';
import { getDesign } from '../../src/designs/registry.js';
import { renderSvg } from '../../src/render/svg.js';
import { iconCatalog } from '../../src/icons/catalog.js';
import { layoutOf, measurer } from '../support/infographic-checks.js';
import { assertSceneSound } from '../support/scene-checks.js';
import { svgProblems } from '../designs/svg-checks.js';

const pack = knowledgePack();

describe('every known diagram renders in its default design without layout defects', () => {
  for (const topic of pack.topics) {
    it(`${topic.id} (${topic.design})`, async () => {
      const design = getDesign(topic.design);
      expect(design, topic.design).toBeDefined();
      for (const lang of LANGS) {
        const content = mapStrings(topic.content, translator(lang, topic.labels, pack.glossary));
        const scene = await layoutOf(design!, content, {});
        try {
          assertSceneSound(scene, measurer);
        } catch (e) {
          throw new Error(`${lang}: ${(e as Error).message}`);
        }
        expect(svgProblems(renderSvg(scene, { icons: iconCatalog })), lang).toEqual([]);
      }
    });
  }
});
