// Fields for a design's parameters, built from its params_schema (enums → selects, booleans → switches, numbers → inputs).
import { humanize } from '../format';
import type { JsonSchemaProp } from '../types';

function typeOf(p: JsonSchemaProp): string {
  if (p.enum) return 'enum';
  return Array.isArray(p.type) ? p.type.find((t) => t !== 'null') ?? 'string' : p.type ?? 'string';
}

export function ParamsForm({ schema, values, onChange, disabled, idPrefix }: {
  schema: { properties?: Record<string, JsonSchemaProp> };
  values: Record<string, unknown>;
  onChange: (name: string, value: unknown) => void;
  disabled?: boolean;
  idPrefix: string;
}) {
  const props = Object.entries(schema.properties ?? {});
  if (props.length === 0) return <p className="muted small">This design has no options.</p>;
  return (
    <div className="params">
      {props.map(([name, p]) => {
        const id = `${idPrefix}-${name}`;
        const hintId = p.description ? `${id}-hint` : undefined;
        const value = values[name] ?? p.default;
        const label = p.title ?? humanize(name);
        const hint = p.description ? <span className="hint" id={hintId}>{p.description.charAt(0).toUpperCase() + p.description.slice(1)}</span> : null;
        switch (typeOf(p)) {
          case 'boolean':
            return (
              <div className="field field-check" key={name}>
                <input id={id} type="checkbox" role="switch" checked={Boolean(value)} disabled={disabled} aria-describedby={hintId} onChange={(e) => onChange(name, e.target.checked)} />
                <label htmlFor={id}>{label}</label>
                {hint}
              </div>
            );
          case 'enum':
            return (
              <div className="field" key={name}>
                <label htmlFor={id}>{label}</label>
                <select id={id} value={String(value ?? '')} disabled={disabled} aria-describedby={hintId} onChange={(e) => onChange(name, p.enum!.find((v) => String(v) === e.target.value))}>
                  {p.enum!.map((v) => <option key={String(v)} value={String(v)}>{humanize(String(v))}</option>)}
                </select>
                {hint}
              </div>
            );
          case 'integer':
          case 'number':
            return (
              <div className="field" key={name}>
                <label htmlFor={id}>{label}</label>
                <input id={id} type="number" inputMode="decimal" value={value === undefined || value === null ? '' : String(value)} min={p.minimum} max={p.maximum}
                  step={typeOf(p) === 'integer' ? 1 : 'any'} disabled={disabled} aria-describedby={hintId}
                  onChange={(e) => { if (e.target.value !== '' && e.target.validity.valid) onChange(name, Number(e.target.value)); }} />
                {hint}
              </div>
            );
          default:
            return (
              <div className="field" key={name}>
                <label htmlFor={id}>{label}</label>
                <input id={id} type="text" value={String(value ?? '')} disabled={disabled} aria-describedby={hintId} onChange={(e) => onChange(name, e.target.value)} />
                {hint}
              </div>
            );
        }
      })}
    </div>
  );
}
