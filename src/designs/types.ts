// A design: one visual way to draw one kind of content, with its params, sample and layout.
import type { z } from 'zod';
import type { IconCatalog } from '../icons/icon-catalog.js';
import type { TextMeasurer } from '../layout/text-measurer.js';
import type { Scene } from '../scene/scene.js';
import type { Theme } from '../scene/theme.js';
import type { ContentOf } from '../spec/content/index.js';
import type { Kind } from '../spec/kinds.js';

export interface LayoutContext {
  theme: Theme;
  text: TextMeasurer;
  icons: IconCatalog;
}

export interface DesignDefinition<K extends Kind = Kind, P extends Record<string, unknown> = Record<string, unknown>> {
  id: string;
  kind: K;
  name: string;
  /** One line, shown in the catalog and given to models choosing a design. */
  description: string;
  tags: string[];
  /** Design parameters: a strict zod object whose fields all have defaults. */
  params: z.ZodType<P>;
  sample: ContentOf<K>;
  layout(content: ContentOf<K>, params: P, ctx: LayoutContext): Promise<Scene> | Scene;
}

/** Helper so each design file keeps its precise types while the registry holds them all. */
export function defineDesign<K extends Kind, P extends Record<string, unknown>>(d: DesignDefinition<K, P>): DesignDefinition {
  return d as unknown as DesignDefinition;
}
