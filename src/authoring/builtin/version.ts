// The builtin engine's version, reported as `model.prompt_version` so stored generations say which rules made them.
export const ENGINE_VERSION = 'builtin-engine-1.0.0';
export const MODEL_NAME = 'builtin-v1';
