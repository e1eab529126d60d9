import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { X509Certificate } from 'node:crypto';
import { isIP } from 'node:net';
import forge from 'node-forge';

/** A PEM certificate with its PEM private key. */
export interface KeyedCertificate {
  certPem: string;
  keyPem: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Browsers refuse server certificates valid for longer than 398 days. */
export const SERVER_CERT_DAYS = 397;
const CA_DAYS = 10 * 365;

/** RSA keys come from node's native generator (node-forge's own is slow, pure JavaScript). */
function rsaKeyPair(): { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey; keyPem: string } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const forgeKey = forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey;
  return { privateKey: forgeKey, publicKey: forge.pki.setRsaPublicKey(forgeKey.n, forgeKey.e), keyPem };
}

function serialNumber(): string {
  // Positive (first bit clear), 16 random bytes: unique per certificate, as RFC 5280 asks.
  const bytes = randomBytes(16);
  bytes[0] &= 0x7f;
  return bytes.toString('hex');
}

function validity(cert: forge.pki.Certificate, now: Date, days: number): void {
  // A minute back, so a client whose clock runs slightly behind accepts a certificate made just now.
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + days * DAY_MS);
}

/** A local certificate authority: it signs the server certificate, and clients trust it (curl --cacert). */
export function createCertificateAuthority(commonName: string, now = new Date()): KeyedCertificate {
  const keys = rsaKeyPair();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serialNumber();
  validity(cert, now, CA_DAYS);
  const subject = [{ name: 'commonName', value: commonName }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { certPem: forge.pki.certificateToPem(cert), keyPem: keys.keyPem };
}

/** A server certificate for these host names and IP addresses, signed by the CA. */
export function createServerCertificate(ca: KeyedCertificate, names: string[], now = new Date()): KeyedCertificate {
  const caCert = forge.pki.certificateFromPem(ca.certPem);
  const caKey = forge.pki.privateKeyFromPem(ca.keyPem);
  const keys = rsaKeyPair();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serialNumber();
  validity(cert, now, SERVER_CERT_DAYS);
  cert.setSubject([{ name: 'commonName', value: names[0] }]);
  cert.setIssuer(caCert.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      // forge's altName types: 2 is a DNS name, 7 an IP address.
      altNames: names.map((name) => (isIP(name) ? { type: 7, ip: name } : { type: 2, value: name })),
    },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: caCert.generateSubjectKeyIdentifier().getBytes() },
  ]);
  cert.sign(caKey, forge.md.sha256.create());
  return { certPem: forge.pki.certificateToPem(cert), keyPem: keys.keyPem };
}

/**
 * Whether a server certificate can be kept: signed by this CA, valid for at
 * least another 30 days, and naming every host name and address asked for.
 */
export function serverCertificateFits(certPem: string, caPem: string, names: string[], now = new Date()): boolean {
  try {
    const cert = new X509Certificate(certPem);
    if (!cert.verify(new X509Certificate(caPem).publicKey)) return false;
    if (Date.parse(cert.validTo) - now.getTime() < 30 * DAY_MS) return false;
    const altNames = cert.subjectAltName ?? '';
    return names.every((name) =>
      isIP(name) ? cert.checkIP(name) !== undefined : cert.checkHost(name) !== undefined || altNames.includes(name),
    );
  } catch {
    return false;
  }
}
