/**
 * A push service for tests: an HTTP server on loopback that keeps every
 * request it is sent, and a browser's side of a subscription (its P-256 key
 * pair and auth secret) that decrypts what arrives (RFC 8291, aes128gcm),
 * so a test reads the very payload the browser would.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PushedRequest {
  readonly path: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

export class FakePushService {
  readonly received: PushedRequest[] = [];
  /** The status each request is answered with (201, as push services do). */
  status = 201;
  private readonly server: Server;

  private constructor(server: Server) {
    this.server = server;
  }

  static async start(): Promise<FakePushService> {
    let self: FakePushService | undefined;
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        self?.received.push({
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks),
        });
        response.writeHead(self?.status ?? 201).end();
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    self = new FakePushService(server);
    return self;
  }

  endpoint(name: string): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/push/${name}`;
  }

  close(): Promise<void> {
    return new Promise((done) => this.server.close(() => done()));
  }
}

/** A browser's push subscription: the keys it gives the server, and its own private half. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    /** The plaintext of an aes128gcm push message body sent to this subscription. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const cipher = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
      const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
      const cek = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(cipher.subarray(cipher.length - 16));
      const plain = Buffer.concat([
        decipher.update(cipher.subarray(0, cipher.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02 and padding zeros.
      return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
    },
  };
}
