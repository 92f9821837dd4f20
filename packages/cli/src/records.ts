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
import { errorMessage } from './io.ts';

export async function saveRecord(path: string, record: GameRecord): Promise<Result<void, GameError>> {
  try {
    await writeFile(path, `${JSON.stringify(record, null, 2)}\n`);
    return ok(undefined);
  } catch (e) {
    return err(gameError('input/invalid', `cannot write ${path}: ${errorMessage(e)}`));
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
        `cannot read ${path}: ${e instanceof Error && 'code' in e && typeof e.code === 'string' ? e.code : errorMessage(e)}`,
      ),
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err(gameError('record/malformed', `${path} is not JSON: ${errorMessage(e)}`));
  }
  return parseRecord(json);
}
