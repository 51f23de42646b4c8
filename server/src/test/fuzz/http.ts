// A raw HTTP client for the fuzzer: the path goes out byte for byte (invalid percent-encoding,
// Latin-1 bytes), the body as given (invalid UTF-8, truncated JSON), the headers as set.
import http from 'node:http';

export interface RawRequest {
  method: string;
  /** The request target as sent, e.g. `/api/news/%E0%A4%A/comments?a[]=1`. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer | string;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** Requests to one loopback server, over kept-alive connections. */
export class HttpClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  send(request: RawRequest): Promise<RawResponse> {
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const headers: Record<string, string> = { ...request.headers };
    if (body !== undefined) headers['Content-Length'] = String(body.length);
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: this.host, port: this.port, method: request.method, path: request.path, headers, agent: this.agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
