export * from './client.ts';
export * from './common.ts';
export * from './errors.ts';
export * from './http.ts';
export * from './parse.ts';
export * from './server.ts';
export * from './version.ts';
