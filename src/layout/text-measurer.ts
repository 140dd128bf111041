// The text measuring contract layouts use: widths from the same TTF that draws the text.
import type { FontId } from '../spec/style.js';

export interface TextStyle { font: FontId; size: number; weight: 400 | 600 | 700 }

export interface WrappedText {
  lines: string[];
  /** Width of the widest line and total height (lines × lineHeight). */
  width: number;
  height: number;
  lineHeight: number;
}

export interface TextMeasurer {
  /** Advance width in px of one line of text. */
  width(text: string, style: TextStyle): number;
  /** Wrap at word boundaries to fit maxWidth; a single word wider than maxWidth is broken, never dropped. */
  wrap(text: string, maxWidth: number, style: TextStyle): WrappedText;
  /** Line height in px for a style (ascent + descent + gap, rounded). */
  lineHeight(style: TextStyle): number;
  /** Distance from a line's top to its baseline. */
  ascent(style: TextStyle): number;
}
