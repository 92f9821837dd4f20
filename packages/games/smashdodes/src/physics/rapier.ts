/**
 * The physics engine, ready to use. Rapier's compat build carries its
 * WebAssembly inline and must be initialised once, asynchronously, before
 * the first call; the engine contract is synchronous, so this module does it
 * with a top-level `await` when it is first imported. Node (tsx), Vitest and
 * Vite (ES2022 targets) all wait for it before running the importer, so every
 * other module may use `RAPIER` as if it were synchronous.
 *
 * We use the deterministic build (SD-1): it computes with a software libm and
 * no SIMD or fused multiply-add, so a shot gives the same bits on every
 * platform, in Node and in the browser.
 */
import RAPIER from '@dimforge/rapier3d-deterministic-compat';

await RAPIER.init();

export { RAPIER };
export type Rapier = typeof RAPIER;
/** Rapier's world, bodies and colliders, as the physics files name them. */
export type World = InstanceType<typeof RAPIER.World>;
export type RigidBody = ReturnType<World['createRigidBody']>;
export type Collider = ReturnType<RigidBody['collider']>;
