/** The engine's version, written into every game record. Kept equal to packages/engine/package.json (tested). */
export const ENGINE_VERSION = '0.1.0';
