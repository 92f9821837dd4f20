#!/usr/bin/env node
// The `gameshelf` command. Gameshelf is written in TypeScript and runs from
// its sources through tsx's loader, registered here.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
