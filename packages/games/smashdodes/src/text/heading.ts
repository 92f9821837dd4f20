/** The launch speed in mm/s and its heading in degrees (0° to the right, 90° up the map, board.ts). */
export function heading(velocity: readonly number[]): { speed: number; degrees: number } {
  const [vx = 0, vy = 0, vz = 0] = velocity;
  const speed = Math.round(Math.sqrt(vx * vx + vy * vy + vz * vz));
  return { speed, degrees: Math.round((Math.atan2(-vz, vx) * 180) / Math.PI) };
}
