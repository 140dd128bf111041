// The style object of decisions.md: validated strictly, unknown fields are `invalid_options`.
import { z } from 'zod';

export const THEME_IDS = [
  'light', 'dark', 'high-contrast', 'monochrome', 'sketch', 'pastel', 'blueprint', 'vivid',
] as const;
export type ThemeId = (typeof THEME_IDS)[number];

/** Bundled font families (TTF, shipped by npm packages; nothing downloaded at run time). */
export const FONT_IDS = ['inter', 'source-serif', 'jetbrains-mono', 'caveat'] as const;
export type FontId = (typeof FONT_IDS)[number];

export const CONNECTORS = ['orthogonal', 'curved', 'straight'] as const;
export type Connector = (typeof CONNECTORS)[number];

const hex = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'a CSS hex colour like #1f6feb');

/** Named colour slots a palette may set; any slot left out comes from the theme. */
export const PALETTE_SLOTS = ['background', 'text', 'accent', 'node', 'border', 'edge', 'muted'] as const;

export const paletteSchema = z.union([
  z.array(hex).min(1).max(12).describe('series colours, first is the accent'),
  z.strictObject(Object.fromEntries(PALETTE_SLOTS.map((s) => [s, hex.optional()])) as Record<(typeof PALETTE_SLOTS)[number], z.ZodOptional<typeof hex>>),
]);

export const styleSchema = z.strictObject({
  theme: z.enum(THEME_IDS).optional(),
  palette: paletteSchema.optional(),
  font: z.enum(FONT_IDS).optional(),
  corner_radius: z.number().min(0).max(40).optional(),
  connector: z.enum(CONNECTORS).optional(),
});
export type Style = z.infer<typeof styleSchema>;
