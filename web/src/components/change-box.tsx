// "Change it": an instruction for the diagram on the page (1 credit), with what the last change did.
import { type FormEvent, useState } from 'react';
import type { Generation } from '../types';
import { Alert, Button } from './ui';

const INSTRUCTION_MAX = 4000;
const IDEAS = ['add a step … after …', 'rename … to …', 'connect … to …', 'make … red', 'turn it left to right', 'use the dark theme'];

/** "added 3, renamed 1": what the edit that made this revision did, in words. */
export function summarize(g: Generation): string | null {
  const e = g.last_edit;
  if (!e) return null;
  const parts = ([['added', e.added], ['removed', e.removed], ['renamed', e.renamed], ['changed', e.changed]] as const)
    .filter(([, ids]) => ids.length > 0).map(([verb, ids]) => `${verb} ${ids.length}`);
  return parts.length ? parts.join(', ') : 'no element changed (design or style only)';
}

export function ChangeBox({ generation, busy, error, onChange, onDismiss, disabled }: {
  generation: Generation; busy: boolean; error: string | null; disabled: boolean;
  onChange: (instruction: string) => Promise<boolean>; onDismiss: () => void;
}) {
  const [instruction, setInstruction] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!instruction.trim()) return;
    if (await onChange(instruction.trim())) setInstruction('');
  };
  const summary = summarize(generation);
  return (
    <form className="change-box" onSubmit={submit} aria-labelledby="change-title">
      <div className="change-head">
        <h3 id="change-title" className="change-title">Change it</h3>
        <span className="hint">Say what to change; the diagram keeps everything else. 1 credit per change; nothing is charged when the change cannot be made.</span>
      </div>
      <div className="change-row">
        <label htmlFor="instruction" className="visually-hidden">What to change</label>
        <textarea id="instruction" rows={2} value={instruction} maxLength={INSTRUCTION_MAX} placeholder="e.g. add a Redis cache between the API and the database"
          onChange={(e) => setInstruction(e.target.value)}
          onKeyDown={(e) => { if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); e.currentTarget.form?.requestSubmit(); } }} />
        <Button type="submit" variant="primary" busy={busy} disabled={disabled || !instruction.trim()}>{busy ? 'Changing…' : 'Apply · 1 credit'}</Button>
      </div>
      {!instruction && (
        <div className="examples change-ideas">
          <span className="label">Say things like</span>
          {IDEAS.map((x) => <button type="button" key={x} className="chip" onClick={() => setInstruction(x.replace(/ …$/, ' ').replace(/…/g, ''))}>{x}</button>)}
        </div>
      )}
      {summary && generation.last_edit && !error && (
        <p className="change-summary" role="status">Last change, “{generation.last_edit.instruction}”: {summary}.</p>
      )}
      {error && <Alert onClose={onDismiss}>{error}</Alert>}
    </form>
  );
}
