import { readFile, writeFile } from 'node:fs/promises';
import {
  err,
  type GameError,
  type GameRecord,
  gameError,
  ok,
  parseRecord,
  type Result,
} from '@gameshelf/engine';

export async function saveRecord(path: string, record: GameRecord): Promise<Result<void, GameError>> {
  try {
    await writeFile(path, `${JSON.stringify(record, null, 2)}\n`);
    return ok(undefined);
  } catch (e) {
    return err(gameError('input/invalid', `cannot write ${path}: ${(e as Error).message}`));
  }
}

/** Reads and shape-checks a record file: a missing file or bad JSON is a coded error. */
export async function loadRecord(path: string): Promise<Result<GameRecord, GameError>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    return err(
      gameError(
        'input/invalid',
        `cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
      ),
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err(gameError('record/malformed', `${path} is not JSON: ${(e as Error).message}`));
  }
  return parseRecord(json);
}
