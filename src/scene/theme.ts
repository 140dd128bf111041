// Theme: every colour, font and shape setting a design's layout needs, resolved from a style object.
import type { Connector, FontId, ThemeId } from '../spec/style.js';

export interface Theme {
  id: ThemeId;
  background: string;
  /** Main text colour, and a softer one for descriptions and axis labels. */
  text: string;
  mutedText: string;
  /** Default node box. */
  nodeFill: string;
  nodeStroke: string;
  nodeText: string;
  /** Connectors and their labels (label text sits on edgeLabelFill). */
  edge: string;
  edgeLabelFill: string;
  /** Containers: groups, zones, lanes, fragments. */
  groupFill: string;
  groupStroke: string;
  groupText: string;
  /** The emphasis colour (start nodes, centre of a hub, titles' rule). */
  accent: string;
  accentText: string;
  /** Categorical colours for series (levels, stages, parts, branches); text on each is readable. */
  series: { fill: string; text: string }[];
  font: FontId;
  /** Title and text sizes in px. */
  titleSize: number;
  fontSize: number;
  smallSize: number;
  cornerRadius: number;
  connector: Connector;
  strokeWidth: number;
  /** Hand-drawn rendering (roughjs). */
  sketch: boolean;
}
