/** What the match service reports as it goes, for the server's metrics to count (the service knows no Prometheus). */
export interface ServiceObserver {
  /** A person's move was answered after `ms` (from reaching the service to its answer, the store included). */
  moveAnswered(ms: number, accepted: boolean): void;
  /** Moves were stored: a person's or one the server made for a seat (chance steps not counted). */
  moveStored(): void;
}

export const UNOBSERVED: ServiceObserver = { moveAnswered: () => {}, moveStored: () => {} };
