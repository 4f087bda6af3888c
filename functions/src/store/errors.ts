/** Typed failures of the store, mapped to HTTP once in app.ts. */
export class VersionConflict extends Error {
  constructor(
    readonly gameId: string,
    readonly version: number,
  ) {
    super(`game ${gameId} moved on to version ${version}`);
    this.name = 'VersionConflict';
  }
}

export class Conflict extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'Conflict';
  }
}
