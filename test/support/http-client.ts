import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request over a real socket, with the path sent exactly as given: no client-side
 * normalisation of dot segments, doubled slashes or percent-encoding.
 */
export function rawRequest(
  port: number,
  method: string,
  path: string,
  options: {
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Send the body without a length, in chunked encoding. */
    chunked?: boolean;
    /** Send the body in 64 KB pieces a moment apart, as a slow uplink does. */
    drip?: boolean;
  } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          ...(options.body === undefined || options.chunked
            ? {}
            : { 'content-length': String(Buffer.byteLength(options.body)) }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    if (body === undefined || !options.drip) {
      if (body !== undefined) request.write(body);
      request.end();
      return;
    }
    const piece = 64 * 1024;
    let offset = 0;
    const next = () => {
      if (request.destroyed) return;
      if (offset >= body.length) return void request.end();
      request.write(body.subarray(offset, offset + piece));
      offset += piece;
      setTimeout(next, 2);
    };
    next();
  });
}
