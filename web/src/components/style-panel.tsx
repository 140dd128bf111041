// Restyle a diagram for free: design of the same kind, its parameters, theme, palette, font, corners and connectors.
import { useEffect, useRef, useState } from 'react';
import { humanize } from '../format';
import type { Design, Generation, Style, StyleOptions } from '../types';
import { ParamsForm } from './params-form';

export const PALETTES: { id: string; name: string; colors: string[] | null }[] = [
  { id: 'theme', name: "Theme's own colours", colors: null },
  { id: 'ocean', name: 'Ocean', colors: ['#0284c7', '#0ea5e9', '#14b8a6', '#6366f1', '#0f766e', '#38bdf8'] },
  { id: 'forest', name: 'Forest', colors: ['#15803d', '#65a30d', '#0d9488', '#ca8a04', '#4d7c0f', '#059669'] },
  { id: 'sunset', name: 'Sunset', colors: ['#ea580c', '#e11d48', '#d97706', '#db2777', '#9333ea', '#f59e0b'] },
  { id: 'grape', name: 'Grape', colors: ['#7c3aed', '#a21caf', '#db2777', '#4f46e5', '#9333ea', '#c026d3'] },
  { id: 'slate', name: 'Slate', colors: ['#334155', '#475569', '#0f766e', '#64748b', '#1e293b', '#94a3b8'] },
];

function paletteId(palette: Style['palette']): string {
  if (!palette) return 'theme';
  if (Array.isArray(palette)) {
    const hit = PALETTES.find((p) => p.colors && p.colors.join() === palette.join());
    return hit ? hit.id : 'custom';
  }
  return 'custom';
}

function accentOf(palette: Style['palette']): string {
  if (!palette) return '#4f46e5';
  if (Array.isArray(palette)) return palette[0] ?? '#4f46e5';
  return palette.accent ?? '#4f46e5';
}

export interface StylePanelProps {
  generation: Generation;
  designs: Design[];
  options: StyleOptions | null;
  busy: boolean;
  onStyle: (style: Style) => void;
  onRender: (body: { design: string; params?: Record<string, unknown> }) => void;
}

export function StylePanel({ generation, designs, options, busy, onStyle, onRender }: StylePanelProps) {
  const [style, setStyle] = useState<Style>(generation.style);
  const [params, setParams] = useState<Record<string, unknown>>(generation.params);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The page sends the whole style each time, so local state only needs the server's when another diagram or design opens.
  // Controls stay enabled while a re-render runs (disabling would drop keyboard focus); the page sends the latest choice.
  useEffect(() => {
    setStyle(generation.style);
    setParams(generation.params);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [generation.id, generation.design]);

  const sameKind = designs.filter((d) => d.kind === generation.kind);
  const design = designs.find((d) => d.id === generation.design);

  const apply = (next: Style, delay = 0) => {
    setStyle(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onStyle(next), delay);
  };
  const set = <K extends keyof Style>(key: K, value: Style[K] | undefined, delay = 0) => {
    const next = { ...style };
    if (value === undefined || value === '') delete next[key];
    else next[key] = value;
    apply(next, delay);
  };

  const pid = paletteId(style.palette);
  return (
    <div className="style-panel" aria-busy={busy}>
      {sameKind.length > 1 && (
        <div className="field">
          <label htmlFor="restyle-design">Design</label>
          <select id="restyle-design" value={generation.design ?? ''} onChange={(e) => onRender({ design: e.target.value })}>
            {sameKind.map((d) => <option key={d.id} value={d.id}>{d.name}</option>)}
          </select>
        </div>
      )}
      <div className="field-row">
        <div className="field">
          <label htmlFor="restyle-theme">Theme</label>
          <select id="restyle-theme" value={style.theme ?? 'light'} onChange={(e) => set('theme', e.target.value)}>
            {(options?.themes ?? ['light']).map((t) => <option key={t} value={t}>{humanize(t)}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="restyle-font">Font</label>
          <select id="restyle-font" value={style.font ?? options?.fonts[0]?.id ?? ''} onChange={(e) => set('font', e.target.value)}>
            {(options?.fonts ?? []).map((f) => <option key={f.id} value={f.id}>{f.name}</option>)}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor="restyle-palette">Palette</label>
        <div className="palette-row">
          <select id="restyle-palette" value={pid} onChange={(e) => {
            const p = PALETTES.find((x) => x.id === e.target.value);
            if (e.target.value === 'custom') set('palette', { accent: accentOf(style.palette) });
            else set('palette', p?.colors ?? undefined);
          }}>
            {PALETTES.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
            <option value="custom">Custom accent</option>
          </select>
          <span className="swatches" aria-hidden="true">
            {(PALETTES.find((p) => p.id === pid)?.colors ?? (pid === 'custom' ? [accentOf(style.palette)] : [])).slice(0, 5).map((c) => <span key={c} style={{ background: c }} />)}
          </span>
        </div>
      </div>
      {pid === 'custom' && (
        <div className="field field-inline">
          <label htmlFor="restyle-accent">Accent colour</label>
          <input id="restyle-accent" type="color" value={accentOf(style.palette)} onChange={(e) => set('palette', { accent: e.target.value }, 400)} />
        </div>
      )}
      <div className="field-row">
        <div className="field">
          <label htmlFor="restyle-connector">Connectors</label>
          <select id="restyle-connector" value={style.connector ?? ''} onChange={(e) => set('connector', e.target.value)}>
            <option value="">Design's default</option>
            {(options?.connectors ?? []).map((c) => <option key={c} value={c}>{humanize(c)}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="restyle-radius">Corner radius <span className="muted">{style.corner_radius ?? 'default'}</span></label>
          <input id="restyle-radius" type="range" min={options?.corner_radius.min ?? 0} max={options?.corner_radius.max ?? 40} step={1}
            value={style.corner_radius ?? 8} onChange={(e) => set('corner_radius', Number(e.target.value), 350)} />
        </div>
      </div>
      {design && (
        <fieldset className="fieldset">
          <legend>{design.name} options</legend>
          <ParamsForm idPrefix="param" schema={design.params_schema} values={params}
            onChange={(name, value) => {
              const next = { ...params, [name]: value };
              setParams(next);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => onRender({ design: design.id, params: next }), 300);
            }} />
        </fieldset>
      )}
    </div>
  );
}
