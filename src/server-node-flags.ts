/**
 * The Node flags the API server runs with, wherever it is started for real: `npm start` and
 * `npm run serve` (package.json), the container (docker/Dockerfile's CMD) and the bench's
 * rigbase contestant. A unit test holds the three to this list.
 *
 * `--max-semi-space-size=32` (MB, Node 20's default is 16): a larger young generation means
 * fewer scavenges and less short-lived data promoted into the old generation, which the
 * catalog snapshot already fills, so fewer and shorter collections land inside one request.
 * Measured with `npm run bench -- --worst --catalog full` (docs/performance.md, "Worst
 * requests the limits allow"); it costs at most 3 x 16 MB more young-generation memory.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];
