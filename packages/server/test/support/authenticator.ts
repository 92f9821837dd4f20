/**
 * A software passkey authenticator for the server's tests: it answers the
 * server's WebAuthn options as a browser with a platform authenticator
 * would (attestation "none", an ES256 key per credential, discoverable), so
 * the real SimpleWebAuthn checks run on real signatures.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64u = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();
// User present, user verified; with attested credential data for a registration.
const UP_UV = 0x05;
const UP_UV_AT = 0x45;
// User present only: a device that was at hand but did not verify its user.
const UP = 0x01;
const UP_AT = 0x41;

interface Credential {
  readonly id: Buffer;
  readonly key: KeyObject;
  readonly userHandle: string;
  counter: number;
}

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];
  private readonly origin: string;

  constructor(origin: string) {
    this.origin = origin;
  }

  /** The answer to registration options (`PublicKeyCredentialCreationOptionsJSON`). */
  register(options: { challenge: string; rp: { id: string }; user: { id: string } }, verified = true) {
    const id = randomBytes(16);
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(options.rp.id),
      Buffer.from([verified ? UP_UV_AT : UP_AT]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      length,
      id,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestation = new Map<string, string | Uint8Array | Map<string, string>>();
    attestation.set('fmt', 'none');
    attestation.set('attStmt', new Map<string, string>());
    attestation.set('authData', authData);
    this.credentials.push({ id, key: privateKey, userHandle: options.user.id, counter: 0 });
    return {
      id: b64u(id),
      rawId: b64u(id),
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge),
        attestationObject: b64u(isoCBOR.encode(attestation)),
        transports: ['internal'],
      },
    };
  }

  /** The answer to sign-in options with credential `which` (the last registered by default). */
  assert(options: { challenge: string; rpId: string }, which = this.credentials.length - 1, verified = true) {
    const credential = this.credentials[which];
    if (!credential) throw new Error('no credential registered');
    credential.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([sha256(options.rpId), Buffer.from([verified ? UP_UV : UP]), counter]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signed = Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]);
    return {
      id: b64u(credential.id),
      rawId: b64u(credential.id),
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON,
        authenticatorData: b64u(authData),
        signature: b64u(sign('sha256', signed, credential.key)),
        userHandle: credential.userHandle,
      },
    };
  }

  private clientData(type: string, challenge: string): string {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false })).toString(
      'base64url',
    );
  }
}
