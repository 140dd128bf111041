// The builtin model: the offline engine behind the DiagramModel contract (provider 'builtin').
import { AppError } from '../../errors.js';
import { iconCatalog } from '../../icons/catalog.js';
import type { IconCatalog } from '../../icons/icon-catalog.js';
import { designsOfKind, getDesign } from '../../designs/registry.js';
import type { AuthoringRequest, AuthoringResult, DiagramModel, DiagramState, EditRequest, EditResult } from '../model.js';
import { stateFromCode } from '../edit/code-instruction.js';
import { readDiagramCode } from './code/index.js';
import type { DesignSource } from './classify/rank.js';
import type { CodeReading } from './code/reading.js';
import { checkRequest, runCodeEngine, type EngineDeps } from './code-engine.js';
import { iconSuggester } from './icons.js';
import { loadNlp } from './text/nlp.js';
import { ENGINE_VERSION, MODEL_NAME } from './version.js';

export { ENGINE_VERSION } from './version.js';

export interface BuiltinOptions {
  /** Designs the engine may choose from (default: the registry). */
  designs?: DesignSource;
  icons?: Pick<IconCatalog, 'suggest' | 'get' | 'search'>;
}

const registrySource: DesignSource = { get: getDesign, ofKind: designsOfKind };

// Prose needs the text readers and compromise's word lists: loaded after the server listens (prepare) or by the
// first prose request, never by diagram code.
let proseEngine: Promise<typeof import('./engine.js')> | undefined;
function loadProseEngine(): Promise<typeof import('./engine.js')> {
  proseEngine ??= Promise.all([import('./engine.js'), loadNlp()]).then(([engine]) => engine);
  return proseEngine;
}

// The edit grammar is loaded like the prose engine: after the server listens, or by the first edit.
let editGrammar: Promise<typeof import('./edit/index.js')> | undefined;
function loadEditGrammar(): Promise<typeof import('./edit/index.js')> {
  editGrammar ??= import('./edit/index.js');
  return editGrammar;
}

export function createBuiltinModel(options: BuiltinOptions = {}): DiagramModel {
  const designs = options.designs ?? registrySource;
  const suggestIcon = iconSuggester(options.icons ?? iconCatalog);
  // validate() and author() see the same prompt one after the other: read its code once.
  let last: { prompt: string; reading: CodeReading | null } | undefined;
  const readCode = (prompt: string) => {
    if (last?.prompt !== prompt) last = { prompt, reading: readDiagramCode(prompt) };
    return last.reading;
  };
  // Code that cannot be read fails in runCodeEngine: it needs no prose reading either.
  const isCode = (prompt: string) => {
    try { return readCode(prompt) !== null; } catch { return true; }
  };
  const deps: EngineDeps = { designs, suggestIcon, readCode };
  const icons = options.icons ?? iconCatalog;
  // validateEdit() and edit() see the same request one after the other: apply it once.
  let lastEdit: { key: Omit<EditRequest, 'signal'>; state: DiagramState } | undefined;
  const planEdit = async (request: Omit<EditRequest, 'signal'>): Promise<DiagramState> => {
    const k = lastEdit?.key;
    if (k && k.instruction === request.instruction && k.content === request.content && k.design === request.design
      && k.params === request.params && k.style === request.style && k.kind === request.kind) return lastEdit!.state;
    const { instruction, ...current } = request;
    const state = stateFromCode(instruction, current, readCode) ?? (await loadEditGrammar()).applyInstruction(instruction, current, { icons, suggestIcon }).state;
    lastEdit = { key: request, state };
    return state;
  };
  return {
    provider: 'builtin',
    name: MODEL_NAME,
    async prepare(): Promise<void> {
      await Promise.all([loadProseEngine(), loadEditGrammar()]);
    },
    validate(request: { prompt: string; design: string }): void {
      checkRequest(request.prompt, request.design, deps);
    },
    async author(request: AuthoringRequest): Promise<AuthoringResult> {
      const notStarted = () => new AppError('generation_timeout', 'The generation was aborted before it started.');
      if (request.signal.aborted) throw notStarted();
      const prose = isCode(request.prompt) ? undefined : await loadProseEngine();
      if (prose && request.signal.aborted) throw notStarted();
      const t0 = performance.now();
      const r = prose ? prose.runEngine(request.prompt, request.design, deps) : runCodeEngine(request.prompt, request.design, deps)!;
      const latency_ms = Math.round((performance.now() - t0) * 100) / 100;
      return {
        design: r.design,
        kind: r.kind,
        content: r.content,
        ranking: r.ranking,
        ...(r.style ? { style: r.style } : {}),
        model: { provider: 'builtin', name: MODEL_NAME, latency_ms, prompt_version: ENGINE_VERSION },
      };
    },
    async validateEdit(request): Promise<void> {
      await planEdit(request);
    },
    async edit(request: EditRequest): Promise<EditResult> {
      if (request.signal.aborted) throw new AppError('generation_timeout', 'The edit was aborted before it started.');
      const t0 = performance.now();
      const { signal: _signal, ...rest } = request;
      const state = await planEdit(rest);
      const latency_ms = Math.round((performance.now() - t0) * 100) / 100;
      return { ...state, model: { provider: 'builtin', name: MODEL_NAME, latency_ms, prompt_version: ENGINE_VERSION } };
    },
  };
}
