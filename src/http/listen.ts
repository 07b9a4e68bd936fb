import { createServer, type Server } from 'node:net';

/** One line saying why `host:port` cannot be listened on, for a listen error's code. */
export function listenProblem(code: string | undefined, host: string, port: number): string {
  if (code === 'EADDRINUSE') {
    return `port ${port} on ${host} is already in use (another rigbase?); set PORT to a free port`;
  }
  if (code === 'EACCES') return `not allowed to listen on port ${port}; set PORT to 1024 or above`;
  if (code === 'EADDRNOTAVAIL') return `${host} is not an address of this machine; set HOST`;
  return `cannot listen on ${host}:${port} (${code ?? 'unknown error'})`;
}

/** Listens, resolving once listening and rejecting with the listen error (no unhandled 'error' event). */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/**
 * Why `host:port` cannot be listened on right now, or null when it can: checked before the
 * embedded Postgres starts, so a port taken by another process costs no database start.
 * (Another process may still take it in between: the real listen reports that too.)
 */
export async function portProblem(host: string, port: number): Promise<string | null> {
  if (port === 0) return null;
  const probe = createServer();
  try {
    await listen(probe, port, host);
  } catch (error) {
    return listenProblem((error as NodeJS.ErrnoException).code, host, port);
  }
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return null;
}
