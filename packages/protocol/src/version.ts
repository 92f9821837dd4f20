/**
 * The protocol's version lives in its paths: `/api/v1/...` for HTTP and
 * `/api/v1/ws` for the WebSocket. A change that an old client could not
 * read gets a new version and new paths; the old ones keep working until
 * they are retired.
 */
export const PROTOCOL_VERSION = 1;
export const API_PREFIX = `/api/v${PROTOCOL_VERSION}`;
export const WS_PATH = `${API_PREFIX}/ws`;
